/**
 * State that every instance of the site must agree on: rate-limit counters, revoked sessions, and
 * small values that live a while (the assistant's conversations, prompts and cached summaries).
 * One process keeps it in memory (`npm start`); several instances behind a load balancer share it
 * in Redis (`REDIS_URL`). Both stores expire what they hold, so nothing grows without bound.
 */
export interface SharedStore {
  /**
   * Counts one more hit in the fixed window named by `key`. The window starts with its first hit
   * and lasts `windowMs`; then the count starts again from 1.
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window of `key` without counting a hit; null when none is running. */
  peek(key: string): Promise<WindowCount | null>;
  /** Remembers `key` for `ttlMs`. */
  remember(key: string, ttlMs: number): Promise<void>;
  /** Whether `key` is remembered and has not expired. */
  has(key: string): Promise<boolean>;
  /**
   * Keeps `value` under `key` for `ttlMs`: true when written. With `ifAbsent`, a key that already
   * holds something is left as it is (false). Rejects a value over MAX_VALUE_BYTES.
   */
  put(key: string, value: string, ttlMs: number, options?: { ifAbsent?: boolean }): Promise<boolean>;
  /** The value under `key`; null when there is none or it has expired. */
  get(key: string): Promise<string | null>;
}

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** The largest value a store takes (UTF-8 bytes): the store is for small records, and anyone's request can make one. */
export const MAX_VALUE_BYTES = 64 * 1024;

/** A value's size in UTF-8 bytes. */
export const valueBytes = (value: string) => new TextEncoder().encode(value).byteLength;

/** Throws for a value a store does not take, so both stores refuse the same ones. */
export function checkValue(value: string, ttlMs: number): void {
  if (valueBytes(value) > MAX_VALUE_BYTES) throw new RangeError(`A shared store value is at most ${MAX_VALUE_BYTES} bytes.`);
  if (!(ttlMs > 0) || !Number.isFinite(ttlMs)) throw new RangeError('A shared store value needs a positive ttl.');
}
