import { checkValue, valueBytes, type SharedStore, type WindowCount } from './store';

interface Entry {
  count: number;
  expiresAt: number;
  value?: string;
  /** The value's UTF-8 size, counted against maxValueBytes. */
  bytes: number;
}

export interface MemoryStoreOptions {
  /** The most keys held at once: past it, expired keys go first, then the oldest. */
  maxKeys?: number;
  /** The most bytes of values held at once, dropped the same way. */
  maxValueBytes?: number;
  now?: () => number;
}

/**
 * The shared store of a single process. Bounded: anyone can make new keys (a rate-limit counter
 * per client address, an assistant conversation), so when full it drops expired keys and then the
 * oldest ones; at the default bounds it holds at most ~10 MB of keys and 32 MB of values.
 */
export function createMemoryStore({ maxKeys = 100_000, maxValueBytes = 32 * 1024 * 1024, now = Date.now }: MemoryStoreOptions = {}): SharedStore {
  const entries = new Map<string, Entry>();
  let heldBytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    heldBytes -= entry.bytes;
    entries.delete(key);
  };

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      drop(key);
      return undefined;
    }
    return entry;
  };

  const full = (bytes: number) => entries.size >= maxKeys || heldBytes + bytes > maxValueBytes;

  const makeRoom = (bytes: number) => {
    if (!full(bytes)) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) drop(key);
    // Maps iterate in insertion order: the first key is the oldest.
    while (entries.size > 0 && full(bytes)) drop(entries.keys().next().value!);
  };

  const put = (key: string, entry: Entry) => {
    drop(key);
    makeRoom(entry.bytes);
    entries.set(key, entry);
    heldBytes += entry.bytes;
  };

  return {
    async hit(key, windowMs): Promise<WindowCount> {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.expiresAt - now() };
      }
      put(key, { count: 1, expiresAt: now() + windowMs, bytes: 0 });
      return { count: 1, resetInMs: windowMs };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - now() } : null;
    },
    async remember(key, ttlMs) {
      put(key, { count: 1, expiresAt: now() + ttlMs, bytes: 0 });
    },
    async has(key) {
      return live(key) !== undefined;
    },
    async put(key, value, ttlMs, { ifAbsent = false } = {}) {
      checkValue(value, ttlMs);
      if (ifAbsent && live(key)) return false;
      put(key, { count: 1, expiresAt: now() + ttlMs, value, bytes: valueBytes(value) });
      return true;
    },
    async get(key) {
      const entry = live(key);
      // A counter reads as its count, as in Redis.
      return entry ? (entry.value ?? String(entry.count)) : null;
    },
  };
}
