import { createClient } from 'redis';
import { log } from '@/lib/log';
import { checkValue, type SharedStore } from './store';

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so several sites can share one Redis. */
  keyPrefix: string;
  /** How long a command may wait for a connection. */
  connectTimeoutMs?: number;
}

/**
 * The shared store of several instances, in Redis. Commands fail at once while Redis is
 * unreachable (no offline queue): a caller decides what an unknown answer means for it, instead of
 * every request waiting on a queue that may never drain.
 */
export function createRedisStore({ url, keyPrefix, connectTimeoutMs = 2_000 }: RedisStoreOptions): SharedStore & { close(): Promise<void> } {
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      // A first connection that fails is given up (the command fails, the next one tries again);
      // a connection that drops is retried in the background with a growing pause.
      reconnectStrategy: (retries) => (connected ? Math.min(100 * 2 ** retries, 5_000) : new Error('Redis cannot be reached')),
    },
  });
  client.on('ready', () => (connected = true));
  // Without a listener a dropped connection would crash the process. The name only: a message may quote the URL.
  client.on('error', (error: unknown) => log.warn('shared_store.redis_error', { reason: error instanceof Error ? error.name : 'unknown' }));
  let connecting: Promise<unknown> | undefined;
  const ready = async () => {
    connecting ??= client.connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    await connecting;
    return client;
  };
  const named = (key: string) => `${keyPrefix}${key}`;

  return {
    async hit(key, windowMs) {
      const redis = await ready();
      // The window starts with the first hit (SET NX) and is not stretched by later ones.
      const [, count, ttl] = await redis.multi().set(named(key), '0', { PX: windowMs, NX: true }).incr(named(key)).pTTL(named(key)).exec();
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const [count, ttl] = await (await ready()).multi().get(named(key)).pTTL(named(key)).exec();
      return count === null ? null : { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async remember(key, ttlMs) {
      await (await ready()).set(named(key), '1', { PX: ttlMs });
    },
    async has(key) {
      return (await (await ready()).exists(named(key))) === 1;
    },
    async put(key, value, ttlMs, { ifAbsent = false } = {}) {
      checkValue(value, ttlMs);
      // SET … NX answers null when the key exists. PX takes whole milliseconds.
      const written = await (await ready()).set(named(key), value, ifAbsent ? { PX: Math.ceil(ttlMs), NX: true } : { PX: Math.ceil(ttlMs) });
      return written !== null;
    },
    async get(key) {
      return (await ready()).get(named(key));
    },
    async close() {
      if (connecting) await client.quit();
    },
  };
}
