import { OutgoingMessage } from 'node:http';
import zlib from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes } from './headers.mjs';

const DEFAULT_CSP = contentSecurityPolicy([]);
const realHeadersSent = /** @type {(this: OutgoingMessage) => boolean} */ (
  Object.getOwnPropertyDescriptor(OutgoingMessage.prototype, 'headersSent')?.get
);
/** Decoders for HTML that arrives already compressed (next.config `compress` left on). */
const DECODERS = { gzip: zlib.gunzipSync, 'x-gzip': zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };

/** @typedef {{ level: 'error' | 'warn'; event: string; [field: string]: unknown }} LogEntry */

/** @param {LogEntry} entry One JSON line, in the shape of lib/log. */
function logJson({ level, event, ...fields }) {
  console.error(JSON.stringify({ level, event, time: new Date().toISOString(), ...fields }));
}

/**
 * Makes `res` send a Content-Security-Policy listing the hashes of the inline scripts of its own
 * HTML body. An HTML response (by its content-type, decided when the headers would go out) is held
 * back until `end`, then sent in one piece with its CSP and Content-Length; any other response is
 * handed straight back to the original methods, so it streams as before. Install it on top of
 * compression: it must see the plain HTML, and the client still gets compressed bytes.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ log?: (entry: LogEntry) => void }} [options]
 */
export function interceptHtml(req, res, { log = logJson } = {}) {
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
  /** @type {Buffer[] | null} the held-back body, once the response is known to be HTML */
  let chunks = null;
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
    if (res.statusCode !== 304 && /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))) {
      chunks = [];
      return true;
    }
    // A 304 updates the headers of the copy the client already has (RFC 9111 §4.3.4). That copy
    // has the same bytes (same ETag) and the right CSP; the default CSP must not replace it.
    if (res.statusCode === 304) res.removeHeader('content-security-policy');
    Object.assign(res, original);
    return false;
  }

  /** @param {number} statusCode @param {any} [reason] @param {any} [headers] Node's two signatures */
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
    if (!holdBack()) return original.writeHead.call(res, statusCode, reason);
    heldHeadersSent = true;
    return res;
  };

  res.flushHeaders = function flushHeaders() {
    if (!holdBack()) return original.flushHeaders.call(res);
    heldHeadersSent = true;
  };

  /** @param {any} chunk @param {any} [encoding] @param {any} [callback] Node's signatures */
  res.write = function write(chunk, encoding, callback) {
    if (!holdBack()) return original.write.apply(res, /** @type {any} */ (arguments));
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    heldHeadersSent = true;
    /** @type {Buffer[]} */ (chunks).push(toBuffer(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true; // never backpressure: the body is in memory until end
  };

  /** @param {any} [chunk] @param {any} [encoding] @param {any} [callback] Node's signatures */
  res.end = function end(chunk, encoding, callback) {
    if (!holdBack()) return original.end.apply(res, /** @type {any} */ (arguments));
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    const held = /** @type {Buffer[]} */ (chunks);
    if (chunk != null) held.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(held);

    // From here on the response is really sent: real methods, real headersSent.
    heldHeadersSent = false;
    Object.assign(res, original);
    let csp = DEFAULT_CSP; // never without a CSP, even if hashing fails
    try {
      const https = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
      csp = contentSecurityPolicy(inlineScriptHashes(htmlText(body, res.getHeader('content-encoding'))), { upgradeInsecure: https });
    } catch (error) {
      log({ level: 'error', event: 'csp.hash_failed', url: req.url, error: String(error) });
    }
    res.setHeader('Content-Security-Policy', csp);
    // A HEAD response has no body but must announce the GET's length, which Next already set.
    if (!(req.method === 'HEAD' && body.length === 0)) res.setHeader('Content-Length', body.length);
    return original.end.call(res, body, /** @type {any} */ (callback));
  };
}

/** @param {unknown} chunk @param {BufferEncoding | undefined} encoding */
function toBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength); // no copy, as Node's own write
  throw new TypeError('response chunk must be a string, Buffer or Uint8Array');
}

/**
 * @param {Buffer} body
 * @param {ReturnType<import('node:http').ServerResponse['getHeader']>} contentEncoding
 */
function htmlText(body, contentEncoding) {
  const encoding = String(contentEncoding ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return body.toString('utf8');
  const decode = DECODERS[/** @type {keyof typeof DECODERS} */ (encoding)];
  if (!decode) throw new Error(`cannot read HTML with content-encoding ${encoding}`);
  return decode(body).toString('utf8');
}
