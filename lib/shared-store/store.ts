/**
 * State that every instance of the site must agree on: rate-limit counters and revoked sessions.
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
}

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}
