// @ts-check
// What server.mjs refuses before Next sees a request: methods a path does not serve, and bodies
// larger than any route takes. Plain ESM JavaScript (typed by its JSDoc), like the rest of the
// server. Every refusal is JSON with a message, as our Route Handlers answer.
import { securityHeaders } from '../security/headers.mjs';

/** The methods Next handles; any other (TRACE, CONNECT, PROPFIND…) makes it throw, a 500. */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** Pages, static files and Next's own assets are read, never written to. */
const READ_ONLY = ['GET', 'HEAD'];

/**
 * The largest body a Route Handler takes (the custom-object route's 256 KB); each route reads at
 * most its own, smaller limit (lib/http/responses.ts). The sandbox takes what its tests send.
 */
export const BODY_LIMITS = Object.freeze({ api: 256 * 1024, sandbox: 1024 * 1024 });

/** Paths served by Route Handlers, whose methods are their exports. */
const routeHandlerArea = (/** @type {string} */ pathname) =>
  pathname === '/api' || pathname.startsWith('/api/') ? 'api' : pathname === '/sandbox' || pathname.startsWith('/sandbox/') ? 'sandbox' : null;

/**
 * @typedef {object} Refusal
 * @property {number} status
 * @property {string} error a stable code
 * @property {string} message
 * @property {Record<string, string>} headers
 */

/** @param {number} status @param {string} error @param {string} message @param {Record<string, string>} [headers] @returns {Refusal} */
const refusal = (status, error, message, headers = {}) => ({ status, error, message, headers });

/** @param {string[]} allow */
const methodNotAllowed = (allow) => refusal(405, 'method_not_allowed', `This address answers ${allow.join(', ')} only.`, { allow: allow.join(', ') });

/**
 * @param {{ allowedMethods: (pathname: string) => Promise<string[] | null> }} options
 *   `allowedMethods`: what a Route Handler path serves (Next's own answer to OPTIONS), or null when
 *   it cannot be told (then Next decides).
 */
export function createRequestPolicy({ allowedMethods }) {
  /**
   * Why this request is refused before it reaches Next, or null to let Next handle it.
   * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
   * @returns {Promise<Refusal | null>}
   */
  return async function refusalOf(req) {
    const method = (req.method ?? 'GET').toUpperCase();
    // As sent (the OPTIONS that learns the methods asks for this same path), and decoded.
    const pathname = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    try {
      decodeURIComponent(pathname);
    } catch {
      return refusal(400, 'bad_request', 'The address is not valid.');
    }
    const area = routeHandlerArea(pathname);
    if (!area) return READ_ONLY.includes(method) ? null : methodNotAllowed(READ_ONLY);

    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > BODY_LIMITS[area]) {
      return refusal(413, 'payload_too_large', `The body must be at most ${BODY_LIMITS[area]} bytes.`);
    }
    // OPTIONS is how the allowed methods are learnt: Next answers it for every Route Handler.
    if (method === 'OPTIONS') return null;
    if (NEXT_METHODS.has(method)) {
      const allow = await allowedMethods(pathname);
      return allow === null || allow.includes(method) ? null : methodNotAllowed(allow);
    }
    return methodNotAllowed((await allowedMethods(pathname)) ?? READ_ONLY);
  };
}

/**
 * Remembers the allowed methods of at most `maxPaths` paths (the most recent), so that asking
 * costs one OPTIONS per path, and random paths cannot grow it without bound.
 * @param {(pathname: string) => Promise<string[] | null>} ask
 * @param {{ maxPaths?: number }} [options]
 */
export function rememberAllowedMethods(ask, { maxPaths = 500 } = {}) {
  /** @type {Map<string, Promise<string[] | null>>} */
  const known = new Map();
  return (/** @type {string} */ pathname) => {
    const cached = known.get(pathname);
    if (cached) return cached;
    const answer = ask(pathname).then((allow) => {
      // A path that could not be asked is asked again next time.
      if (allow === null) known.delete(pathname);
      return allow;
    });
    if (known.size >= maxPaths) known.delete(known.keys().next().value ?? '');
    known.set(pathname, answer);
    return answer;
  };
}

/** The methods in an `Allow` header, upper-cased; null when there is none. @param {string | undefined} header */
export function parseAllow(header) {
  if (!header) return null;
  const methods = header.split(',').map((method) => method.trim().toUpperCase()).filter(Boolean);
  return methods.length > 0 ? methods : null;
}

/**
 * Sends a refusal as our Route Handlers answer errors: JSON with a code and a message, with the
 * security headers Next would have added.
 * @param {import('node:http').ServerResponse} res @param {Refusal} refused
 */
export function sendRefusal(res, refused) {
  const body = JSON.stringify({ error: refused.error, message: refused.message });
  res.writeHead(refused.status, {
    ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value])),
    ...refused.headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
