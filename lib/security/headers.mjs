// @ts-check
// Plain ESM JavaScript (typed by its JSDoc) because both next.config.ts and the plain-Node
// server.mjs import it: server.mjs runs without a TypeScript step.
import { createHash } from 'node:crypto';

/**
 * Script types a browser runs, or at least checks against `script-src` (import maps, speculation
 * rules): the JavaScript MIME type essences of the HTML spec plus the special types. Any other
 * type (application/ld+json, application/json...) is a data block that never runs, so it gets no
 * hash: a hash would let that exact text run as a script.
 */
const EXECUTABLE_TYPES = new Set([
  'module', 'importmap', 'speculationrules',
  'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript',
  'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2',
  'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript',
  'text/x-ecmascript', 'text/x-javascript',
]);

/** Elements whose content the parser reads as text, so a `<script` inside them is not a tag. */
const RAW_TEXT = new Set(['style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

// The scan follows the HTML tokenizer where it decides what a script's text is. A regex like
// /<script[^>]*>(.*?)<\/script>/ is fooled by a `>` in an attribute value, a `<script>` inside a
// comment or a <style>, and `<!--<script>` inside a script, and a wrong hash blocks the script.
const TAG_OR_COMMENT = /<!--|<([a-zA-Z][^\t\n\f\r />]*)/g;
const COMMENT_REST = /-?>|[\s\S]*?--!?>/y;
const ATTRIBUTE =
  /[\t\n\f\r /]*(?:(>)|([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]*)))?)/y;
// Inside a script, `<!--` followed by `<script` "double-escapes" it: the next `</script>` then
// closes that inner text, not the script (HTML spec, script data escaped states).
const SCRIPT_DATA = /<!--(-*>)?|-->|<(\/?)script(?=[\t\n\f\r />])/gi;
/** @type {Map<string, RegExp>} */
const rawTextEnds = new Map();

/**
 * `'sha256-…'` CSP tokens for the inline scripts of `html` a browser would execute, in document
 * order, without duplicates. Scripts with `src` and data blocks (JSON-LD, JSON) are skipped.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  const tags = TAG_OR_COMMENT;
  tags.lastIndex = 0;
  for (let match; (match = tags.exec(html)); ) {
    if (!match[1]) {
      tags.lastIndex = commentEnd(html, tags.lastIndex);
      continue;
    }
    const tag = readStartTag(html, tags.lastIndex);
    if (!tag) break; // the document ends inside a tag: browsers drop it
    const name = match[1].toLowerCase();
    if (name === 'script') {
      const end = scriptEnd(html, tag.end);
      if (end < 0) break; // unterminated: browsers never run it
      if (!tag.attributes.has('src') && isExecutable(tag.attributes)) hashes.add(sha256(html.slice(tag.end, end)));
      tags.lastIndex = end;
    } else if (RAW_TEXT.has(name)) {
      tags.lastIndex = rawTextEnd(html, tag.end, name);
    } else {
      tags.lastIndex = tag.end;
    }
  }
  return [...hashes];
}

/** @param {string} html @param {number} from just after `<!--` */
function commentEnd(html, from) {
  COMMENT_REST.lastIndex = from;
  return COMMENT_REST.test(html) ? COMMENT_REST.lastIndex : html.length;
}

/**
 * Reads the attributes of a start tag up to its closing `>` (a `>` inside a quoted value does not
 * close it). Attribute names are lowercased; the first of duplicates wins, as in browsers.
 * @param {string} html
 * @param {number} from just after the tag name
 * @returns {{ attributes: Map<string, string>, end: number } | null}
 */
function readStartTag(html, from) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  ATTRIBUTE.lastIndex = from;
  for (let match; (match = ATTRIBUTE.exec(html)); ) {
    if (match[1]) return { attributes, end: ATTRIBUTE.lastIndex };
    const name = /** @type {string} */ (match[2]).toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[3] ?? match[4] ?? match[5] ?? '');
  }
  return null;
}

/** @param {string} html @param {number} from @returns {number} index of the closing `</script`, or -1 */
function scriptEnd(html, from) {
  const tokens = SCRIPT_DATA;
  tokens.lastIndex = from;
  let state = 'data'; // 'data' | 'escaped' | 'double-escaped'
  for (let match; (match = tokens.exec(html)); ) {
    if (match[0].startsWith('<!--')) {
      if (match[1]) state = 'data'; // `<!-->`, `<!--->`: opened and closed at once
      else if (state === 'data') state = 'escaped';
    } else if (match[0] === '-->') {
      state = 'data';
    } else if (match[2]) {
      if (state !== 'double-escaped') return match.index;
      state = 'escaped';
    } else if (state === 'escaped') {
      state = 'double-escaped';
    }
  }
  return -1;
}

/** @param {string} html @param {number} from @param {string} name */
function rawTextEnd(html, from, name) {
  let end = rawTextEnds.get(name);
  if (!end) rawTextEnds.set(name, (end = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi')));
  end.lastIndex = from;
  return end.exec(html)?.index ?? html.length;
}

/** The HTML spec's script type: `type`, else `text/<language>`, else JavaScript. @param {Map<string, string>} attributes */
function isExecutable(attributes) {
  const language = attributes.get('language');
  const type = attributes.get('type') ?? (language ? `text/${language}` : '');
  const essence = type.trim().toLowerCase();
  return essence === '' || EXECUTABLE_TYPES.has(essence);
}

/**
 * Browsers hash the script's parsed text: the parser has turned CRLF and CR into LF and NUL into
 * U+FFFD, and the text is hashed as UTF-8.
 * @param {string} text
 */
function sha256(text) {
  const parsed = text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
/** A nonce is base64 (CSP's base64-value), at least 128 bits of it: nothing that could end the source. */
const NONCE = /^[A-Za-z0-9+/]{22,}={0,2}$/;

/**
 * The Content-Security-Policy of a response whose inline scripts have these hashes, or carry this
 * nonce. Inline style is allowed (MUI/emotion inject <style> tags); inline script only by hash or
 * nonce, never by 'unsafe-inline' or 'unsafe-eval', so anything but a hash source is refused.
 * Cacheable pages get hashes (server.mjs computes them per page version); pages rendered for one
 * request get the nonce proxy.ts gave that request, and stream.
 * @param {string[]} scriptHashes
 * @param {{ upgradeInsecure?: boolean, nonce?: string }} [options] `upgrade-insecure-requests`, for pages served over https
 * @returns {string}
 */
export function contentSecurityPolicy(scriptHashes, { upgradeInsecure = false, nonce } = {}) {
  const invalid = scriptHashes.find((source) => !HASH_SOURCE.test(source));
  if (invalid !== undefined) throw new TypeError(`not a CSP hash source: ${invalid}`);
  if (nonce !== undefined && !NONCE.test(nonce)) throw new TypeError('not a CSP nonce');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(nonce === undefined ? [] : [`'nonce-${nonce}'`]), ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The social-embeds block's iframes (only after the visitor consents) and the weather video player's (only once the visitor presses play).
    "frame-src 'self' https://www.facebook.com https://www.instagram.com https://platform.twitter.com https://www.youtube-nocookie.com",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The nonce of a CSP made by contentSecurityPolicy, or undefined when it has none. @param {string} csp */
export function cspNonce(csp) {
  return /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(csp)?.[1];
}

/**
 * Headers for every response (next.config.ts `headers()`, source `/:path*`). The CSP here allows
 * no inline script at all: right for every non-HTML response, and server.mjs replaces it on each
 * HTML response with one listing that page's script hashes (or proxy.ts gives a per-request page
 * one with its nonce).
 * @type {Array<{ key: string; value: string }>}
 */
export const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // geolocation=(self): widgets on our own pages ask for the visitor's location.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: contentSecurityPolicy([]) },
];

/**
 * The policy of files this site serves on the CMS's behalf (AEM's DAM files and image renditions
 * under `/content/...`, app/content/[...path]): whatever an SVG or PDF holds runs nothing and loads
 * nothing from our origin.
 * next.config.ts sets it after `securityHeaders`, so it replaces their CSP on those paths.
 */
export const cmsAssetHeaders = [{ key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox" }];
