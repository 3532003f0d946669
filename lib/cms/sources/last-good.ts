import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import type { CmsPage, PageSummary, SiteChrome } from '../model';
import type { ContentSource } from './types';

/** After a failed read, the same read is not tried again for this long: a slow or broken CMS costs one wait, not one per request. */
export const FAILURE_TTL_MS = 10_000;

/** Pages remembered per process (a site of a few thousand pages fits; the oldest read is let go first). */
export const LAST_GOOD_PAGES = 5_000;

export interface LastGoodOptions {
  failureTtlMs?: number;
  maxPages?: number;
  now?: () => number;
  /**
   * Keep what is remembered on `globalThis` under this name, shared by every copy of this module in
   * the process: Next bundles each route (a page, the sitemap, the proxy) with its own copy, and
   * the sitemap's reading of a listing must count for the pages too.
   */
  processWide?: string;
}

type Reads = ReturnType<typeof createReads>;

function createReads(settings: { failureTtlMs: number; now: () => number }, maxPages: number) {
  return {
    pages: lastGoodReads<CmsPage | null>('page', { ...settings, maxEntries: maxPages }),
    listings: lastGoodReads<PageSummary[]>('listing', { ...settings, maxEntries: Number.POSITIVE_INFINITY }),
    chromes: lastGoodReads<SiteChrome>('chrome', { ...settings, maxEntries: Number.POSITIVE_INFINITY }),
    lastListing: new Map<Locale, PageSummary[]>(),
  };
}

const processWideReads = ((globalThis as { __cmsLastGood?: Map<string, Reads> }).__cmsLastGood ??= new Map<string, Reads>());

/**
 * A publish (`/api/revalidate`) makes the next read ask the source again at once, in this process:
 * - the failures remembered are cleared, so a page fixed and published right after a failure is
 *   read, not the version that stood in for it;
 * - a read on its way is no longer shared: it may have read the source before the publish, and a
 *   request after the publish (the sitemap right after a new page) would get the listing without
 *   the page, which Next would then cache as the new one.
 */
export function contentPublished(processWide: string): void {
  const reads = processWideReads.get(processWide);
  if (!reads) return;
  for (const kind of [reads.pages, reads.listings, reads.chromes]) kind.published();
}

/**
 * One kind of read (a page, a listing, the chrome) by key, with what the source last answered well:
 * - reads of the same key while one is on its way share it (a page and its metadata, the proxy's
 *   lookups, a burst of requests: one call to the CMS);
 * - a failure is remembered for `failureTtlMs`: until then the same read fails at once, or answers
 *   the last good value;
 * - when the source fails or sends something invalid for what was good before, the last good value
 *   is answered and the failure logged (stale on error).
 */
function lastGoodReads<Value>(kind: string, { failureTtlMs, maxEntries, now }: { failureTtlMs: number; maxEntries: number; now: () => number }) {
  const lastGood = new Map<string, Value>();
  const failures = new Map<string, { error: unknown; at: number }>();
  const inFlight = new Map<string, Promise<Value>>();
  /** Counts the publishes: a read started before the last one answers its callers and is remembered no further. */
  let publishes = 0;

  const remember = (key: string, value: Value) => {
    lastGood.delete(key);
    lastGood.set(key, value);
    if (lastGood.size > maxEntries) lastGood.delete(lastGood.keys().next().value as string);
  };

  const fallBack = (key: string, error: unknown, fields: Record<string, unknown>): Value => {
    if (!lastGood.has(key)) throw error;
    log.warn('cms.stale_on_error', { ...fields, kind, reason: errorMessage(error) });
    return lastGood.get(key) as Value;
  };

  const read = (key: string, fields: Record<string, unknown>, load: () => Promise<Value>): Promise<Value> => {
    const failure = failures.get(key);
    if (failure && now() - failure.at < failureTtlMs) return Promise.resolve().then(() => fallBack(key, failure.error, fields));
    const pending = inFlight.get(key);
    if (pending) return pending;
    const startedAfter = publishes;
    const current = () => startedAfter === publishes;
    const reading = load().then(
      (value) => {
        if (!current()) return value;
        failures.delete(key);
        // A page that is gone is gone: nothing to serve in its place later.
        if (value === null) lastGood.delete(key);
        else remember(key, value);
        return value;
      },
      (error: unknown) => {
        if (current()) failures.set(key, { error, at: now() });
        return fallBack(key, error, fields);
      },
    );
    const settled: Promise<Value> = reading.finally(() => {
      if (inFlight.get(key) === settled) inFlight.delete(key);
    });
    inFlight.set(key, settled);
    return settled;
  };
  const published = () => {
    publishes += 1;
    failures.clear();
    inFlight.clear();
  };
  return Object.assign(read, { published });
}

/**
 * A content source that never turns a good page into an error because the CMS had a bad moment
 * (issue: a publish whose model came back malformed answered 500 from then on). Published reads
 * only: a preview shows the draft as it is, errors included.
 *
 * What is remembered lives in this process (`processWide`: in all its route bundles): a new
 * instance has nothing to fall back on until it has read a page once.
 */
export function withLastGood(source: ContentSource, options: LastGoodOptions = {}): ContentSource {
  const settings = { failureTtlMs: options.failureTtlMs ?? FAILURE_TTL_MS, now: options.now ?? Date.now };
  const fresh = () => createReads(settings, options.maxPages ?? LAST_GOOD_PAGES);
  let reads: Reads;
  if (options.processWide === undefined) reads = fresh();
  else {
    reads = processWideReads.get(options.processWide) ?? fresh();
    processWideReads.set(options.processWide, reads);
  }
  const { pages, listings, chromes, lastListing } = reads;
  const keyOf = (locale: Locale, path = '') => `${locale}\u0000${path}`;
  /**
   * A page the source still has but cannot read now (a publish that broke it) stays listed as it
   * last was, so its last good version keeps being served rather than a 404. A page that was never
   * good is left out.
   */
  const keepUnreadablePages = (locale: Locale, pages: PageSummary[], unreadable: readonly string[]): PageSummary[] => {
    const before = lastListing.get(locale) ?? [];
    const kept = unreadable.flatMap((path) => before.filter((page) => page.path === path && !pages.some((listed) => listed.path === path)));
    for (const page of kept) log.warn('cms.stale_on_error', { kind: 'listed page', locale, path: page.path, reason: 'the source cannot read it now' });
    const listed = [...pages, ...kept];
    lastListing.set(locale, listed);
    return listed;
  };
  return {
    getPage(locale, path, options) {
      if (options.draft) return source.getPage(locale, path, options);
      return pages(keyOf(locale, path), { locale, path }, () => source.getPage(locale, path, options));
    },
    listPages(locale, listing) {
      return listings(keyOf(locale), { locale }, async () => {
        const unreadable: string[] = [];
        const pages = await source.listPages(locale, {
          onUnlisted: (page) => {
            if (page.pagePath !== undefined) unreadable.push(page.pagePath);
            listing?.onUnlisted?.(page);
          },
        });
        return keepUnreadablePages(locale, pages, unreadable);
      });
    },
    getSiteChrome(locale) {
      return chromes(keyOf(locale), { locale }, () => source.getSiteChrome(locale));
    },
  };
}
