// @ts-check
// Next's incremental cache shared by every instance through Redis (REDIS_URL): rendered pages,
// Route Handler answers and unstable_cache data. The storage and the cross-instance invalidation
// are @trieb.work/nextjs-turbo-redis-cache's (a revalidateTag on one instance unlinks the tagged
// keys and tells the others over Redis pub/sub to drop their in-memory copies). This wrapper adds
// what that package leaves to its users (its maintainers say so: trieb-work/nextjs-turbo-redis-cache#33):
// - while Redis cannot be reached, the instance serves the copies it keeps in memory (or renders
//   again) instead of waiting on Redis: the package would wait 30 s per read for a Redis that was
//   down at start, and otherwise return nothing;
// - one log line when an outage starts and one when it ends, instead of one per command and per
//   reconnection attempt of each of its four connections;
// - the tags revalidated during an outage are revalidated in Redis once it is back;
// - the same rule as the single instance's cache: a 404 render is never kept (cache-handler.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { errorMessage } from '../log/error-message.mjs';
import { logJsonLine } from '../log/json-line.mjs';
import { DEFAULT_KEY_PREFIX } from '../shared-store/defaults.mjs';
import { createLocalCopies, tagsOf } from './local-copies.mjs';
import { worthKeeping } from './worth-keeping.mjs';

/** How long the package may take to load its tag maps from Redis and subscribe, once connected. */
const START_TIMEOUT_MS = 15_000;
/** A write Redis has not confirmed by then is left to finish on its own: a render never waits longer. */
const WRITE_TIMEOUT_MS = 2_000;
/** How long a read may wait for Redis before the page is rendered again (the package's default). */
const READ_TIMEOUT_MS = 500;
/**
 * How long an instance reuses what it read from Redis before asking again: fetching and parsing a
 * page's entry (its HTML, flight data and segments, a few hundred KB of JSON) on every request
 * cost more than half the requests/s of one instance; twice a second costs nothing. A revalidation
 * on another instance is seen after this at most (on this instance, at once), leaving the render
 * most of the 2 s a publish may take.
 */
const READ_REUSE_MS = 500;

/**
 * The Redis database a URL names (`redis://host:6379/2` -> 2), 0 when it names none.
 * @param {string} url
 */
export function databaseOf(url) {
  const name = new URL(url).pathname.replace(/^\//, '');
  return /^\d+$/.test(name) ? Number(name) : 0;
}

/**
 * The prefix of every key of this build's cache: the site's Redis prefix (REDIS_KEY_PREFIX, shared
 * with lib/shared-store), then the build. Another build's pages reference other scripts: two
 * builds never read each other's renders, even while a new release rolls out beside the old one.
 * @param {string | undefined} sitePrefix
 * @param {string} buildId
 */
export function cacheKeyPrefix(sitePrefix, buildId) {
  return `${sitePrefix || DEFAULT_KEY_PREFIX}next-cache:${buildId}:`;
}

/**
 * Reconnection pause: 100 ms doubling up to 2 s, forever. The client stays open while Redis is
 * away, so it comes back on its own within 2 s of Redis.
 * @param {number} retries
 */
export const reconnectDelay = (retries) => Math.min(100 * 2 ** retries, 2_000);

/**
 * Whether Redis is usable, with one log line per change: `cache.redis_unavailable` when an outage
 * starts, `cache.redis_recovered` (and how long it lasted) when it ends.
 * @param {{ log?: typeof logJsonLine, now?: () => number }} [options]
 */
export function createRedisHealth({ log = logJsonLine, now = Date.now } = {}) {
  /** @type {number | null} when the current outage started */
  let downSince = null;
  /** A first connection not made yet is not an outage: nothing was ever lost. */
  let everUp = false;
  return {
    get isDown() {
      return downSince !== null;
    },
    /** @param {string} reason */
    down(reason) {
      if (downSince !== null) return;
      downSince = now();
      log({ level: 'warn', event: 'cache.redis_unavailable', reason, serving: 'copies kept in memory, or a new render' });
    },
    up() {
      if (downSince !== null) log({ level: 'info', event: 'cache.redis_recovered', downForMs: now() - downSince });
      else if (!everUp) log({ level: 'info', event: 'cache.redis_connected' });
      downSince = null;
      everUp = true;
    },
  };
}

/**
 * The package keeps its connections to itself; the wrapper needs to know whether they are ready
 * and to be the one that hears their errors. Checked here, in one place: a release of the package
 * that renames them fails loudly at start (and in lib/cache/shared-cache-handler.test.ts).
 * @param {RedisStringsHandler} handler
 */
function connectionsOf(handler) {
  const internals = /** @type {any} */ (handler);
  const maps = [internals.sharedTagsMap, internals.revalidatedTagsMap, internals.inMemoryDeduplicationCache];
  const client = internals.client;
  if (typeof client?.on !== 'function' || maps.some((map) => typeof map?.waitUntilReady !== 'function' || typeof map?.subscriberClient?.on !== 'function')) {
    throw new Error('@trieb.work/nextjs-turbo-redis-cache no longer has the connections lib/cache/shared-cache-handler.mjs expects');
  }
  return {
    /** @type {import('redis').RedisClientType} */
    client,
    subscribers: () => /** @type {import('redis').RedisClientType[]} */ (maps.map((map) => map.subscriberClient)),
    /** The tag maps have loaded from Redis and subscribed to its updates. */
    mapsReady: Promise.all(maps.slice(0, 2).map((map) => map.waitUntilReady())),
  };
}

/**
 * The process's one connection to the shared cache (Next creates a cache handler per request).
 * @param {{ redisUrl: string, keyPrefix: string, maxMemoryBytes: number, log?: typeof logJsonLine, startTimeoutMs?: number }} options
 */
export function createSharedCache({ redisUrl, keyPrefix, maxMemoryBytes, log = logJsonLine, startTimeoutMs = START_TIMEOUT_MS }) {
  const health = createRedisHealth({ log });
  const local = createLocalCopies(maxMemoryBytes);
  /** Tags revalidated while Redis was away: Redis still holds what they tag. */
  const pendingTags = new Set();
  // The package refuses to start, in the background, on a Redis that does not send keyspace events
  // or does not allow CONFIG (managed ones often): it then never uses Redis. It works without them:
  // the entries Redis expires leave its tag map at its hourly resync instead of at once. So its
  // check is off; the cluster's Redis sends them anyway (README "Running several instances").
  process.env.SKIP_KEYSPACE_CONFIG_CHECK = 'true';
  const redis = new RedisStringsHandler({
    redisUrl,
    database: databaseOf(redisUrl),
    keyPrefix,
    getTimeoutMs: READ_TIMEOUT_MS,
    inMemoryCachingTime: READ_REUSE_MS,
    socketOptions: { connectTimeout: 2_000, reconnectStrategy: reconnectDelay },
  });
  const { client, subscribers, mapsReady } = connectionsOf(redis);
  let mapsLoaded = false;

  // The package logs every error of every connection and, for its subscribers, tears them down
  // and builds new ones in a loop. The redis client reconnects by itself (reconnectDelay) and
  // subscribes again once back: the wrapper only notes the outage. Replaced right after the
  // constructor, before any socket had a chance to fail.
  /** @param {unknown} error */
  const onError = (error) => health.down(errorMessage(error) || 'connection error');
  for (const connection of [client, ...subscribers()]) {
    connection.removeAllListeners('error');
    connection.on('error', onError);
  }

  const replayPendingTags = () => {
    if (pendingTags.size === 0) return;
    const tags = [...pendingTags];
    pendingTags.clear();
    redis.revalidateTag(tags).catch((/** @type {unknown} */ error) => {
      for (const tag of tags) pendingTags.add(tag);
      health.down(errorMessage(error));
    });
  };

  /** Whether Redis can be asked now; notes the change either way. */
  const usable = () => {
    if (!mapsLoaded || !client.isReady) {
      if (mapsLoaded) health.down('connection lost');
      return false;
    }
    health.up();
    replayPendingTags();
    return true;
  };

  // Noted as soon as it happens (and the revalidations of an outage replayed), not at the next request.
  mapsReady.then(() => {
    mapsLoaded = true;
    usable();
  });
  client.on('ready', () => void usable());
  // A start that failed in the background would otherwise leave the instance never using Redis, silently.
  setTimeout(() => {
    if (!mapsLoaded && client.isReady) health.down(`Redis answers but the shared cache has not started after ${startTimeoutMs / 1000} s (see the error logged before)`);
  }, startTimeoutMs).unref();

  /**
   * @template T
   * @param {Promise<T>} operation
   * @param {number} ms
   * @returns {Promise<T | 'timeout'>}
   */
  const within = (operation, ms) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
    return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
  };

  return {
    /**
     * @param {string} key
     * @param {any} ctx Next's context of the read
     */
    async get(key, ctx) {
      if (!usable()) return local.get(key);
      const recent = local.get(key, READ_REUSE_MS);
      if (recent) return recent;
      // Null on a miss and on a failure alike (the package logs nothing more: its logger is ours).
      const entry = /** @type {import('./local-copies.mjs').CacheEntry | null} */ (await redis.get(key, ctx));
      if (!client.isReady) {
        health.down('connection lost');
        return local.get(key);
      }
      // A miss forgets the local copy too: another instance may have revalidated it.
      if (entry) local.set(key, entry);
      else local.delete(key);
      return entry;
    },
    /**
     * @param {string} key
     * @param {any} data
     * @param {any} ctx Next's context of the write
     */
    async set(key, data, ctx) {
      if (!worthKeeping(data)) return;
      local.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx?.tags) });
      if (!usable()) return;
      try {
        if ((await within(redis.set(key, data, ctx), WRITE_TIMEOUT_MS)) === 'timeout') health.down(`a write took over ${WRITE_TIMEOUT_MS} ms`);
      } catch (error) {
        health.down(errorMessage(error));
      }
    },
    /**
     * @param {string | string[]} tags
     * @param {unknown} [_durations] the site expires at once (`expire: 0`); the package always does
     */
    async revalidateTag(tags, _durations) {
      const list = [tags].flat();
      local.dropTagged(list);
      if (!usable()) {
        for (const tag of list) pendingTags.add(tag);
        return;
      }
      try {
        await redis.revalidateTag(list);
      } catch (error) {
        for (const tag of list) pendingTags.add(tag);
        health.down(errorMessage(error));
      }
    },
    local,
    health,
    /** Closes the connections (tests). */
    async close() {
      await Promise.allSettled([client, ...subscribers()].map((connection) => connection.disconnect()));
    },
  };
}

/**
 * This build's id, from the folder Next gave the cache handler (`.next/server` -> `.next/BUILD_ID`).
 * @param {string | undefined} serverDistDir
 */
export function buildIdOf(serverDistDir) {
  if (!serverDistDir) throw new Error('the shared cache needs the build folder (Next passes serverDistDir)');
  return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
}
