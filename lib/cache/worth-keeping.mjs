// @ts-check
// The one rule both caches keep (the single instance's on disk, the instances' shared one in
// Redis): never the render of an address that has no page. Next would keep every such 404 under
// its own key: anyone asking for random addresses could fill the disk or Redis. A 404 is rendered
// again when asked for again; it is cheap, and nobody's page waits on it.

/**
 * A render worth keeping: anything but a page answering 404.
 * @param {{ kind?: string, status?: number } | null | undefined} data
 */
export function worthKeeping(data) {
  return !(data?.kind === 'APP_PAGE' && data.status === 404);
}
