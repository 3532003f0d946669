// @ts-check
// What an instance last read from or wrote to the shared cache, kept in its memory: reused for a
// moment without asking Redis (a hot page is fetched and parsed once a second, not per request),
// and served while Redis is down. Bounded by bytes, least recently used out first, like Next's own
// memory cache (next.config `cacheMaxMemorySize`).

/**
 * @typedef {{ kind?: string, status?: number, html?: unknown, rscData?: { length?: number },
 *   segmentData?: unknown, body?: { length?: number }, data?: unknown, headers?: Record<string, unknown> } | null} CacheValue
 * @typedef {{ value: CacheValue, lastModified: number, tags?: string[] }} CacheEntry
 */

/** The header in which Next lists the tags of a rendered page or Route Handler answer. */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The tags an entry answers to: those Next passed along with it and, for pages and Route Handler
 * answers, those in its tags header (the implicit path tags among them).
 * @param {CacheValue} value
 * @param {readonly string[] | undefined} given
 * @returns {string[]}
 */
export function tagsOf(value, given) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' && header !== '' ? header.split(',') : [];
  return [...new Set([...(given ?? []), ...fromHeader])];
}

/** @param {unknown} part */
const lengthOf = (part) => (typeof part === 'string' || Buffer.isBuffer(part) ? part.length : 0);

/**
 * Roughly how many bytes an entry holds in memory: its markup, flight data and bodies.
 * @param {string} key
 * @param {CacheValue} value
 */
export function sizeOf(key, value) {
  if (!value) return key.length + 25;
  let size = lengthOf(value.html) + lengthOf(value.rscData) + lengthOf(value.body);
  if (value.segmentData instanceof Map) for (const [path, segment] of value.segmentData) size += path.length + lengthOf(segment);
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? '').length;
  return key.length + Math.max(1, size);
}

/**
 * @param {number} maxBytes 0 keeps nothing
 * @param {{ now?: () => number }} [options]
 */
export function createLocalCopies(maxBytes, { now = Date.now } = {}) {
  /** @type {Map<string, { entry: CacheEntry, size: number, storedAt: number }>} */
  const copies = new Map();
  let bytes = 0;

  /** @param {string} key */
  const remove = (key) => {
    const copy = copies.get(key);
    if (!copy) return;
    bytes -= copy.size;
    copies.delete(key);
  };

  return {
    /**
     * The copy of `key`, if it was stored no longer than `maxAgeMs` ago.
     * @param {string} key
     * @param {number} [maxAgeMs]
     * @returns {CacheEntry | null}
     */
    get(key, maxAgeMs = Infinity) {
      const copy = copies.get(key);
      if (!copy || now() - copy.storedAt > maxAgeMs) return null;
      // A Map keeps insertion order: reinserting marks it the most recently used.
      copies.delete(key);
      copies.set(key, copy);
      return copy.entry;
    },
    /** @param {string} key @param {CacheEntry} entry */
    set(key, entry) {
      remove(key);
      const size = sizeOf(key, entry.value);
      if (size > maxBytes) return;
      copies.set(key, { entry, size, storedAt: now() });
      bytes += size;
      for (const oldest of copies.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    /** Forgets every copy that answers to one of `tags`. @param {readonly string[]} tags */
    dropTagged(tags) {
      const expired = new Set(tags);
      for (const [key, { entry }] of copies) if ((entry.tags ?? []).some((tag) => expired.has(tag))) remove(key);
    },
    get bytes() {
      return bytes;
    },
    get count() {
      return copies.size;
    },
  };
}
