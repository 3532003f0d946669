// @ts-check
// Next's incremental cache (rendered pages, Route Handler answers, unstable_cache data), kept the
// way Next keeps it (on disk, with a bounded copy in memory: next.config `cacheMaxMemorySize`),
// except the render of an address that has no page. Next would keep every such 404 under its
// own key, seven files each: anyone asking for random addresses could fill the disk. A 404 is
// rendered again when asked for again; it is cheap, and nobody's page waits on it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/**
 * A render worth keeping: anything but a page answering 404.
 * @param {{ kind?: string, status?: number } | null | undefined} data
 */
export function worthKeeping(data) {
  return !(data?.kind === 'APP_PAGE' && data.status === 404);
}

export default class SiteCacheHandler extends FileSystemCache {
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
