/**
 * Redirect targets that arrive from outside (a `?redirect=` query, OAuth `state`) are attacker
 * controlled: without checks they turn the site into an open redirect for phishing. Only a path
 * on this site is ever honoured; anything doubtful falls back.
 */

/** Long enough for any real page with its query; longer targets are abuse, not navigation. */
const MAX_REDIRECT_LENGTH = 2048;

/**
 * Servers and proxies may decode a path more than once, so every decoded layer is checked. A
 * target still changing after this many rounds is deliberately obfuscated and refused.
 */
const MAX_DECODE_ROUNDS = 5;

/** A placeholder origin that can never be a real host, so "kept this origin" means "a path". */
const SAME_SITE_BASE = 'http://same-site.invalid';
const SAME_SITE_ORIGIN = new URL(SAME_SITE_BASE).origin;

/**
 * C0/C1 controls, DEL and the Unicode line/paragraph separators: browsers strip or reinterpret
 * them while parsing URLs and headers (`/\t/evil.com` becomes `//evil.com`, `%0d%0a` splits headers).
 */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** Any Unicode whitespace in the raw target: a real path carries it percent-encoded. */
function hasWhitespace(text: string): boolean {
  return /\s/u.test(text);
}

/** `//host` and `/\host` are protocol-relative: browsers leave the site for `host`. */
function startsLikeAnotherHost(text: string): boolean {
  return text.startsWith('//') || text.startsWith('/\\');
}

/** Exactly one leading slash, then anything but another slash or a backslash (or nothing). */
function looksLikeSameSitePath(text: string): boolean {
  return text.startsWith('/') && !startsLikeAnotherHost(text);
}

/**
 * Every percent-decoded layer must still be a harmless path: encodings like `/%2F%2Fevil.com`
 * or `/%5Cevil.com` become hostile once some later hop decodes them.
 */
function decodedLayersAreSafe(target: string): boolean {
  let current = target;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // malformed escapes mean different decoders will disagree on what this is
    }
    if (startsLikeAnotherHost(decoded) || decoded.includes('\\') || hasControlCharacter(decoded)) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/** The checks that hold for the raw target and, again, for the normalised result. */
function isSafeSameSitePath(target: string): boolean {
  return (
    target.length <= MAX_REDIRECT_LENGTH &&
    looksLikeSameSitePath(target) &&
    !hasControlCharacter(target) &&
    !hasWhitespace(target) &&
    decodedLayersAreSafe(target)
  );
}

/**
 * Returns `target` as a normalised same-site path (`pathname + search + hash`), or `fallback`
 * when it is missing or could send the browser anywhere else. `fallback` is trusted: it comes
 * from our code, not from the request.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  // Query values can be arrays at runtime whatever the types say.
  if (typeof target !== 'string' || !isSafeSameSitePath(target)) return fallback;

  let url: URL;
  try {
    url = new URL(target, SAME_SITE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE_ORIGIN) return fallback;

  // Dot segments collapse during parsing (`/.//evil.com` and `/%2e//evil.com` become
  // `//evil.com`), so the result must pass the same checks as the input.
  const path = url.pathname + url.search + url.hash;
  return isSafeSameSitePath(path) ? path : fallback;
}
