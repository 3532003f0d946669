// @ts-check
import { OutgoingMessage } from 'node:http';
import zlib from 'node:zlib';
import { ifNoneMatchHits } from '../http/conditional.mjs';
import { appendVary, negotiateEncoding } from './accept-encoding.mjs';
import { contentSecurityPolicy, cspNonce, inlineScriptHashes } from './headers.mjs';
import { createHtmlCache } from './html-cache.mjs';
import { logJsonLine } from '../log/json-line.mjs';

const DEFAULT_CSP = contentSecurityPolicy([]);
const realHeadersSent = /** @type {(this: OutgoingMessage) => boolean} */ (
  Object.getOwnPropertyDescriptor(OutgoingMessage.prototype, 'headersSent')?.get
);
/** Decoders for HTML that arrives already compressed (next.config `compress` left on). */
const DECODERS = { gzip: zlib.gunzipSync, 'x-gzip': zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };
/** Below this, compressing saves less than it costs (the compression middleware's threshold too). */
const MIN_COMPRESS_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** A page for one visitor (Next's dynamic pages): nothing another request could reuse. */
const PER_VISITOR = /(?:^|,)\s*(?:no-store|private)\s*(?:[,=]|$)/i;

/** The cache of the server process: one per process, shared by every request. */
const sharedCache = createHtmlCache();
/** Responses this module compresses itself: the compression middleware must leave them alone. */
const selfCompressed = new WeakSet();

/** @typedef {{ level: 'error' | 'warn'; event: string; [field: string]: unknown }} LogEntry */
/** @typedef {import('./html-cache.mjs').HtmlEntry} HtmlEntry */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders | import('node:http').OutgoingHttpHeader[]} HeadersArgument writeHead's headers: an object, or a flat array of names and values */
/** @typedef {(error: Error | null | undefined) => void} WriteCallback */


/**
 * True when interceptHtml compresses this response itself (or decided not to): the `filter` of
 * the compression middleware must then return false, or it would compress it a second time, or
 * with a coding we refused (deflate).
 * @param {import('node:http').ServerResponse} res
 */
export function compressesItself(res) {
  return selfCompressed.has(res);
}

/**
 * Makes `res` send a Content-Security-Policy listing the hashes of the inline scripts of its own
 * HTML body. An HTML response (by its content-type, decided when the headers would go out) is held
 * back until `end`, then sent in one piece with its CSP and Content-Length; any other response is
 * handed straight back to the original methods, so it streams as before. Install it on top of
 * compression: it must see the plain HTML.
 *
 * A body that any visitor may get (not `private`/`no-store`) is identified by Next's strong ETag
 * when it sends one, else by its SHA-256 (computed once per page version: see cacheKey), which
 * is then its ETag, with 304 for a client that has it; its CSP and its br/gzip bodies are computed
 * once per identity and kept in `cache`, and the response is compressed here (the compression
 * middleware must skip it: see compressesItself). Any other HTML goes on to the middleware.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ log?: (entry: LogEntry) => void, cache?: import('./html-cache.mjs').HtmlCache }} [options]
 */
export function interceptHtml(req, res, { log = logJsonLine, cache = sharedCache } = {}) {
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
  /** @type {Array<Buffer | string> | null} the held-back body (strings are UTF-8), once the response is known to be HTML */
  let chunks = null;
  let ended = false;
  // Next checks `headersSent` (and ignores setHeader once it is true): while we hold the response
  // back, report what Next would see without us, i.e. sent once it wrote or flushed them.
  let heldHeadersSent = false;
  Object.defineProperty(res, 'headersSent', {
    configurable: true,
    get: () => heldHeadersSent || realHeadersSent.call(res),
  });

  /** Called when the headers would go out: true = hold back this HTML response. */
  function holdBack() {
    if (chunks) return true;
    const html = res.statusCode !== 304 && /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
    // A page rendered for one request with the nonce proxy.ts gave it (its scripts carry that
    // nonce): it streams as it is, straight to the compression middleware.
    if (html && cspNonce(String(res.getHeader('content-security-policy') ?? ''))) {
      Object.assign(res, original);
      return false;
    }
    if (html) {
      chunks = [];
      selfCompressed.add(res);
      return true;
    }
    // A 304 updates the headers of the copy the client already has (RFC 9111 §4.3.4). That copy
    // has the same bytes (same ETag) and the right CSP; the default CSP must not replace it.
    if (res.statusCode === 304) res.removeHeader('content-security-policy');
    Object.assign(res, original);
    return false;
  }

  /**
   * Node's two signatures: (statusCode, reason?, headers?) and (statusCode, headers?).
   * @param {number} statusCode @param {string | HeadersArgument} [reason] @param {HeadersArgument} [headers]
   */
  res.writeHead = function writeHead(statusCode, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
    // As setHeader calls (what Node does too), so holdBack sees them and the CSP can replace them.
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.appendHeader(String(headers[i]), /** @type {string} */ (headers[i + 1]));
    } else {
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = statusCode;
    if (reason !== undefined) res.statusMessage = reason;
    // `call` on an overloaded method sees only its last signature, (statusCode, headers?): name the one used.
    if (!holdBack()) {
      return /** @type {(this: ServerResponse, statusCode: number, reason?: string) => ServerResponse} */ (original.writeHead).call(res, statusCode, reason);
    }
    heldHeadersSent = true;
    return res;
  };

  res.flushHeaders = function flushHeaders() {
    if (!holdBack()) return original.flushHeaders.call(res);
    heldHeadersSent = true;
  };

  /**
   * Node's signatures: (chunk, callback?) and (chunk, encoding, callback?).
   * @param {unknown} chunk @param {BufferEncoding | WriteCallback} [encoding] @param {WriteCallback} [callback]
   */
  res.write = function write(chunk, encoding, callback) {
    // `apply` on an overloaded method sees only its last signature: the arguments go on as given.
    if (!holdBack()) return original.write.apply(res, /** @type {any} */ (arguments));
    if (ended) return false; // as Node, which refuses writes after end
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    heldHeadersSent = true;
    /** @type {Array<Buffer | string>} */ (chunks).push(toChunk(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true; // never backpressure: the body is in memory until end
  };

  /**
   * Node's signatures: (callback?), (chunk, callback?) and (chunk, encoding, callback?).
   * @param {unknown} [chunk] @param {BufferEncoding | (() => void)} [encoding] @param {() => void} [callback]
   */
  res.end = function end(chunk, encoding, callback) {
    // `apply` on an overloaded method sees only its last signature: the arguments go on as given.
    if (!holdBack()) return original.end.apply(res, /** @type {any} */ (arguments));
    if (ended) return res;
    ended = true;
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, /** @type {() => void} */ (chunk)];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    const held = /** @type {Array<Buffer | string>} */ (chunks);
    if (chunk != null) held.push(toChunk(chunk, encoding));
    finish(held, callback);
    return res;
  };

  /**
   * Sends the held body with its CSP: from the cache when this body was seen before, else after
   * hashing it (and, once, compressing it).
   * @param {Array<Buffer | string>} held
   * @param {(() => void) | undefined} callback
   */
  function finish(held, callback) {
    const head = req.method === 'HEAD';
    const https = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
    const upstreamEncoding = String(res.getHeader('content-encoding') ?? 'identity').trim().toLowerCase();
    /** @type {Buffer | undefined} */
    let plain;
    // On a cache hit the body is never read: Next's string is not even encoded.
    const body = () => (plain ??= held.length === 1 && Buffer.isBuffer(held[0]) ? held[0] : Buffer.concat(held.map(toBuffer)));
    // The length Next announces is this body's (its Buffer.byteLength): no second pass over the
    // string, a cost that grows with the page.
    const announced = head ? NaN : Number(res.getHeader('content-length') ?? NaN);
    const length = Number.isInteger(announced) && upstreamEncoding === 'identity'
      ? announced
      : held.reduce((sum, piece) => sum + (typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length), 0);

    let csp = DEFAULT_CSP; // never without a CSP, even if hashing fails
    /** @type {HtmlEntry | undefined} cached (or now stored): this response is compressed here */
    let entry;
    try {
      if (upstreamEncoding !== 'identity') {
        // Compressed by Next already: hash what it decodes to, send it as it is; nothing kept.
        csp = contentSecurityPolicy(inlineScriptHashes(htmlText(body(), upstreamEncoding)), { upgradeInsecure: https });
      } else {
        // A HEAD has no body to hash: found by the length Next announces (the GET's), it gets the
        // GET's CSP once that was seen, else the default one.
        const key = cacheKey(req, res, cache, head ? Number(res.getHeader('content-length')) : length, head ? null : held);
        entry = key === null ? undefined : cache.get(key);
        const analyzed = entry ?? (head ? undefined : cache.analyze(body().toString('utf8')));
        if (analyzed && key !== null && !entry) cache.set(key, (entry = analyzed));
        if (analyzed) csp = https ? analyzed.csp.https : analyzed.csp.http;
        if (key !== null && notModified(key, callback)) return;
      }
    } catch (error) {
      log({ level: 'error', event: 'csp.hash_failed', url: req.url, error: String(error) });
      entry = undefined;
    }

    try {
      if (entry && !head && res.statusCode !== 204 && length >= MIN_COMPRESS_BYTES && !NO_TRANSFORM.test(String(res.getHeader('cache-control') ?? ''))) {
        return compressed(entry, csp, body, callback);
      }
    } catch (error) {
      log({ level: 'error', event: 'html.compress_failed', url: req.url, error: String(error) });
      if (res.writableEnded) return;
    }
    // Not ours to compress: the compression middleware beneath decides, as for any response.
    selfCompressed.delete(res);
    send(body(), csp, 'identity', callback);
  }

  /**
   * Gives a body identified by its SHA-256 (Next makes no ETag: next.config `generateEtags`) that
   * hash as its ETag, and answers 304 when the client's copy has it: what Next's ETag did, computed
   * once per page version instead of on every request. True when the 304 went out.
   * @param {string} key @param {(() => void) | undefined} callback
   */
  function notModified(key, callback) {
    if (!key.startsWith(SHA256_KEY) || (res.statusCode !== 200 && res.statusCode !== 203)) return false;
    const etag = `"${key.slice(SHA256_KEY.length)}"`;
    res.setHeader('ETag', etag);
    if (!ifNoneMatchHits(req.headers['if-none-match'], etag)) return false;
    heldHeadersSent = false;
    Object.assign(res, original);
    selfCompressed.delete(res);
    res.statusCode = 304;
    // The client keeps the copy it has, with that copy's CSP (see holdBack); it still varies.
    for (const name of ['content-security-policy', 'content-length', 'content-type', 'content-encoding']) res.removeHeader(name);
    appendVary(res, 'Accept-Encoding');
    // `call` on an overloaded method sees only its last signature: name the one used.
    /** @type {(this: ServerResponse, callback?: () => void) => ServerResponse} */ (original.end).call(res, callback);
    return true;
  }

  /**
   * Sends the cached body in the coding the client prefers, compressing it first if this is the
   * first request for that coding.
   * @param {HtmlEntry} entry @param {string} csp @param {() => Buffer} body @param {(() => void) | undefined} callback
   */
  function compressed(entry, csp, body, callback) {
    appendVary(res, 'Accept-Encoding');
    const coding = negotiateEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
    if (coding === 'identity') return send(body(), csp, coding, callback);
    const encoded = cache.encoded(entry, coding, body);
    if (Buffer.isBuffer(encoded)) return send(encoded, csp, coding, callback);
    encoded.then(
      (bytes) => send(bytes, csp, coding, callback),
      (error) => {
        log({ level: 'error', event: 'html.compress_failed', url: req.url, coding, error: String(error) });
        send(body(), csp, 'identity', callback);
      },
    );
  }

  /**
   * From here on the response is really sent: real methods, real headersSent.
   * @param {Buffer} bytes @param {string} csp @param {'br' | 'gzip' | 'identity'} coding @param {(() => void) | undefined} callback
   */
  function send(bytes, csp, coding, callback) {
    heldHeadersSent = false;
    Object.assign(res, original);
    res.setHeader('Content-Security-Policy', csp);
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    // A HEAD response has no body but must announce the GET's length, which Next already set.
    if (!(req.method === 'HEAD' && bytes.length === 0)) res.setHeader('Content-Length', bytes.length);
    // `call` on an overloaded method sees only its last signature, (chunk, encoding, callback?): name the one used.
    /** @type {(this: ServerResponse, chunk: Buffer, callback?: () => void) => ServerResponse} */ (original.end).call(res, bytes, callback);
  }
}

/** How a key made from the body's SHA-256 starts (html-cache.mjs `identify`). */
const SHA256_KEY = 'sha256 ';

/**
 * What identifies this body in the cache, or null when it is not to be kept. The strong ETag Next
 * sets (when next.config `generateEtags` is on) is its hash of the body; with the byte length in
 * the key, a handler that reuses an ETag for another body of another length cannot get the wrong
 * bytes. Without one: the body Next sent last for this address when this body is that very one
 * (Next sends a cached page as the same string: no hashing), else its SHA-256 (~0.1 ms for
 * 100 KB). The address alone never identifies a body: one address has many versions over time.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./html-cache.mjs').HtmlCache} cache
 * @param {number} length bytes of the body
 * @param {Array<Buffer | string> | null} held the body (strings hashed as UTF-8), or null for a HEAD
 * @returns {string | null}
 */
function cacheKey(req, res, cache, length, held) {
  if (PER_VISITOR.test(String(res.getHeader('cache-control') ?? ''))) return null;
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) return Number.isInteger(length) ? `etag ${length} ${etag}` : null;
  const address = req.url ?? '';
  if (!held) return (Number.isInteger(length) && cache.recall(address, { length })) || null;
  const [text] = held;
  return (held.length === 1 && typeof text === 'string' && cache.recall(address, { text })) || cache.identify(address, held, length);
}

/** Kept as given when it is a UTF-8 string: the cached path may never need its bytes. @param {unknown} chunk @param {BufferEncoding | undefined} encoding */
function toChunk(chunk, encoding) {
  if (typeof chunk === 'string' && (encoding === undefined || /^utf-?8$/i.test(encoding))) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength); // no copy, as Node's own write
  throw new TypeError('response chunk must be a string, Buffer or Uint8Array');
}

/** @param {Buffer | string} chunk */
function toBuffer(chunk) {
  return typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

/**
 * @param {Buffer} body
 * @param {string} encoding
 */
function htmlText(body, encoding) {
  const decode = DECODERS[/** @type {keyof typeof DECODERS} */ (encoding)];
  if (!decode) throw new Error(`cannot read HTML with content-encoding ${encoding}`);
  return decode(body).toString('utf8');
}
