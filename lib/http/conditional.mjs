// @ts-check
// Conditional GET for the HTML server.mjs serves from its cache (lib/security/html-csp-interceptor.mjs
// gives each cached page version an ETag and answers a matching If-None-Match with 304).

/**
 * Whether an `If-None-Match` header matches `etag`, so the client's copy is current (RFC 9110
 * §13.1.2): `*`, or any listed entity tag equal to it by the weak comparison (a `W/` prefix on
 * either side is ignored).
 * @param {string | string[] | undefined} header
 * @param {string} etag a quoted entity tag, e.g. `"abc"`
 */
export function ifNoneMatchHits(header, etag) {
  if (header === undefined) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  for (const entry of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const tag = opaque(entry);
    if (tag === '*' || tag === wanted) return true;
  }
  return false;
}
