import type { SharedStore, WindowCount } from './store';

interface Entry {
  count: number;
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** The most keys held at once: past it, expired keys go first, then the oldest. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * The shared store of a single process. Bounded: anyone can make new keys (a rate-limit counter
 * per client address), so when full it drops expired keys and then the oldest ones; at the
 * default bound it holds at most ~10 MB.
 */
export function createMemoryStore({ maxKeys = 100_000, now = Date.now }: MemoryStoreOptions = {}): SharedStore {
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const makeRoom = () => {
    if (entries.size < maxKeys) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest.
    while (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
  };

  const put = (key: string, entry: Entry) => {
    entries.delete(key);
    makeRoom();
    entries.set(key, entry);
  };

  return {
    async hit(key, windowMs): Promise<WindowCount> {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.expiresAt - now() };
      }
      put(key, { count: 1, expiresAt: now() + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - now() } : null;
    },
    async remember(key, ttlMs) {
      put(key, { count: 1, expiresAt: now() + ttlMs });
    },
    async has(key) {
      return live(key) !== undefined;
    },
  };
}
