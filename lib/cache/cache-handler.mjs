// @ts-check
// Next's incremental cache (rendered pages, Route Handler answers, unstable_cache data), chosen by
// where the site runs:
// - one instance (`npm start`, no REDIS_URL): the way Next keeps it (on disk, with a bounded copy
//   in memory: next.config `cacheMaxMemorySize`);
// - several instances (REDIS_URL): shared through Redis (shared-cache-handler.mjs), so a page
//   rendered or revalidated on one instance is what every instance serves. `next build` always
//   writes to disk: the build's prerendered pages belong to the build, and Redis is not needed to
//   build.
// Either way, never the render of an address that has no page (worth-keeping.mjs).
import { createRequire } from 'node:module';
import { buildIdOf, cacheKeyPrefix, createSharedCache } from './shared-cache-handler.mjs';
import { worthKeeping } from './worth-keeping.mjs';

export { worthKeeping };

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** What Next passes to a cache handler's constructor. */
/** @typedef {ConstructorParameters<typeof FileSystemCache>[0]} CacheHandlerContext */

/** @param {Record<string, string | undefined>} env */
export const usesSharedCache = (env) => Boolean(env.REDIS_URL) && env.NEXT_PHASE !== 'phase-production-build';

class LocalCacheHandler extends FileSystemCache {
  /**
   * @override
   * @param {Parameters<InstanceType<typeof FileSystemCache>['set']>} args
   */
  async set(...args) {
    const [key, data, ctx] = args;
    if (!worthKeeping(data)) return;
    return super.set(key, data, ctx);
  }
}

const SHARED = Symbol.for('terralis.sharedCache');
/** Next makes a handler per request; the connection to Redis is the process's. */
const holder = /** @type {typeof globalThis & { [SHARED]?: ReturnType<typeof createSharedCache> }} */ (globalThis);

class SharedCacheHandler {
  /** @param {CacheHandlerContext} ctx */
  constructor(ctx) {
    this.shared = holder[SHARED] ??= createSharedCache({
      redisUrl: /** @type {string} */ (process.env.REDIS_URL),
      keyPrefix: cacheKeyPrefix(process.env.REDIS_KEY_PREFIX, buildIdOf(ctx.serverDistDir)),
      maxMemoryBytes: ctx.maxMemoryCacheSize ?? 0,
    });
  }

  /** @param {string} key @param {any} ctx */
  get(key, ctx) {
    return this.shared.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  set(key, data, ctx) {
    return this.shared.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {unknown} [durations] */
  revalidateTag(tags, durations) {
    return this.shared.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}

export default usesSharedCache(process.env) ? SharedCacheHandler : LocalCacheHandler;
