// @ts-check
// What the HTML path of server.mjs computes per page body, kept for the next identical body.
// Prerendered and ISR pages come back from Next byte for byte the same (same ETag) until they are
// regenerated, so the script hashes and the compressed bodies are computed once per version, not
// once per request. Plain ESM JavaScript (typed by its JSDoc), like the rest of the server.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes } from './headers.mjs';

const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Done once per page version, so a little denser than the compression middleware's defaults
 * (brotli 4): brotli 5 costs ~1.8 ms on a 137 KB page for ~8% fewer bytes. The async zlib calls
 * run on libuv's threadpool, off the event loop.
 * @type {Record<'br' | 'gzip', (body: Buffer) => Promise<Buffer>>}
 */
const COMPRESS = {
  br: (body) => brotliCompress(body, {
    params: { [BROTLI_PARAM_QUALITY]: 5, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: body.length },
  }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/** What an entry costs besides its compressed bodies (the Map slot, CSP strings, hashes). */
const ENTRY_OVERHEAD = 2048;

/**
 * @typedef {object} HtmlEntry
 * @property {string | undefined} key set once stored
 * @property {number} size bytes counted against the cache budget
 * @property {{ http: string, https: string }} csp the CSP for this body, without and with upgrade-insecure-requests
 * @property {Map<'br' | 'gzip', Buffer | Promise<Buffer>>} bodies compressed bodies, or their compression under way
 */

/**
 * @typedef {object} RecentBody the body last sent for an address, and its identity
 * @property {string} text the HTML as Next handed it over
 * @property {number} length its bytes
 * @property {string} key
 */

/**
 * An LRU cache of {@link HtmlEntry}, bounded by total bytes and by number of entries, so a site
 * with many pages (or many page versions) cannot exhaust memory. `stats` counts the work done,
 * for tests and diagnostics.
 *
 * It also remembers, per address, the last body sent and its key: Next hands a cached page over
 * as the same string each time, so comparing it with that one (a pointer comparison when it is the
 * same string) identifies it without hashing it again. The address only says which body to
 * compare with; the bodies themselves must be equal.
 * These are mostly the very strings Next's own cache holds; `maxRecentBytes` bounds what they
 * keep alive once Next has dropped them.
 * @param {{ maxBytes?: number, maxEntries?: number, maxRecentBytes?: number }} [options]
 */
export function createHtmlCache({ maxBytes = 64 * 1024 * 1024, maxEntries = 1000, maxRecentBytes = 16 * 1024 * 1024 } = {}) {
  /** @type {Map<string, HtmlEntry>} insertion order is recency order: the first is evicted first */
  const entries = new Map();
  /** @type {Map<string, RecentBody>} by address, least recently used first */
  const recent = new Map();
  let total = 0;
  let recentBytes = 0;
  // hashed: HTML bodies analyzed; identified: bodies whose key took a SHA-256; compressed:
  // compressions started; evicted: entries dropped or replaced
  const stats = { hits: 0, misses: 0, hashed: 0, identified: 0, compressed: { br: 0, gzip: 0 }, evicted: 0 };

  /** @param {string} key */
  function remove(key) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    total -= old.size;
    stats.evicted += 1;
  }

  /** @param {string} address */
  function forget(address) {
    const known = recent.get(address);
    if (!known) return;
    recent.delete(address);
    recentBytes -= known.length;
  }

  /** Evicts the least recently used entries until within budget. @param {HtmlEntry} grown */
  function evict(grown) {
    // One entry bigger than the whole budget goes alone, rather than flushing every other page.
    if (grown.size > maxBytes) remove(/** @type {string} */ (grown.key));
    for (const key of entries.keys()) {
      if (total <= maxBytes && entries.size <= maxEntries) break;
      remove(key);
    }
  }

  /** @param {HtmlEntry} entry @param {number} bytes */
  function grow(entry, bytes) {
    entry.size += bytes;
    if (entry.key === undefined || entries.get(entry.key) !== entry) return; // not stored, or evicted meanwhile
    total += bytes;
    evict(entry);
  }

  return {
    stats,
    /** Bytes currently counted. */
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },

    /**
     * The key of the body last sent for `address` when `text` is that body (or, for a HEAD, which
     * has none, when its length is that body's), else undefined.
     * @param {string} address @param {{ text: string } | { length: number }} body
     */
    recall(address, body) {
      const known = recent.get(address);
      if (!known) return undefined;
      if ('text' in body ? body.text !== known.text : body.length !== known.length) return undefined;
      recent.delete(address);
      recent.set(address, known);
      return known.key;
    },

    /**
     * The key of a body no address recalls: its SHA-256, remembered for `address` when the body
     * is one string (as Next sends a cached page). @param {string} address
     * @param {Array<Buffer | string>} held the body's pieces (strings hashed as UTF-8) @param {number} length
     */
    identify(address, held, length) {
      stats.identified += 1;
      const hash = createHash('sha256');
      for (const piece of held) hash.update(piece); // piece by piece: no contiguous copy
      const key = `sha256 ${hash.digest('base64url')}`;
      const [text] = held;
      if (held.length === 1 && typeof text === 'string') {
        forget(address);
        recent.set(address, { text, length, key });
        recentBytes += length;
        for (const oldest of recent.keys()) {
          if (recentBytes <= maxRecentBytes && recent.size <= maxEntries) break;
          forget(oldest);
        }
      }
      return key;
    },

    /** The entry for this body identity, now the most recently used. @param {string} key */
    get(key) {
      const entry = entries.get(key);
      if (!entry) {
        stats.misses += 1;
        return undefined;
      }
      stats.hits += 1;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /**
     * A new entry for this HTML: its script hashes and CSPs. Throws when the HTML cannot be read
     * (the caller then sends the default CSP). Not stored: see `set`.
     * @param {string} html
     * @returns {HtmlEntry}
     */
    analyze(html) {
      stats.hashed += 1;
      const hashes = inlineScriptHashes(html);
      return {
        key: undefined,
        size: ENTRY_OVERHEAD,
        csp: { http: contentSecurityPolicy(hashes), https: contentSecurityPolicy(hashes, { upgradeInsecure: true }) },
        bodies: new Map(),
      };
    },

    /** Stores `entry` under `key`. @param {string} key @param {HtmlEntry} entry */
    set(key, entry) {
      if (entries.get(key) === entry) return;
      remove(key);
      entry.key = key;
      entries.set(key, entry);
      total += entry.size;
      evict(entry);
    },

    /**
     * The entry's body compressed with `coding`: a Buffer once known, else the one compression
     * under way, shared by every request that needs it meanwhile. A failed compression is
     * forgotten, so the next request tries again.
     * @param {HtmlEntry} entry
     * @param {'br' | 'gzip'} coding
     * @param {() => Buffer} body the plain HTML, asked for only when it must be compressed
     * @returns {Buffer | Promise<Buffer>}
     */
    encoded(entry, coding, body) {
      const known = entry.bodies.get(coding);
      if (known) return known;
      stats.compressed[coding] += 1;
      const pending = COMPRESS[coding](body()).then(
        (bytes) => {
          if (entry.bodies.get(coding) === pending) {
            entry.bodies.set(coding, bytes);
            grow(entry, bytes.length);
          }
          return bytes;
        },
        (error) => {
          if (entry.bodies.get(coding) === pending) entry.bodies.delete(coding);
          throw error;
        },
      );
      entry.bodies.set(coding, pending);
      return pending;
    },
  };
}

/** @typedef {ReturnType<typeof createHtmlCache>} HtmlCache */
