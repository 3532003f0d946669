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

  return function read(key: string, fields: Record<string, unknown>, load: () => Promise<Value>): Promise<Value> {
    const failure = failures.get(key);
    if (failure && now() - failure.at < failureTtlMs) return Promise.resolve().then(() => fallBack(key, failure.error, fields));
    const pending = inFlight.get(key);
    if (pending) return pending;
    const reading = load().then(
      (value) => {
        failures.delete(key);
        // A page that is gone is gone: nothing to serve in its place later.
        if (value === null) lastGood.delete(key);
        else remember(key, value);
        return value;
      },
      (error: unknown) => {
        failures.set(key, { error, at: now() });
        return fallBack(key, error, fields);
      },
    );
    const settled = reading.finally(() => inFlight.delete(key));
    inFlight.set(key, settled);
    return settled;
  };
}

/**
 * A content source that never turns a good page into an error because the CMS had a bad moment
 * (issue: a publish whose model came back malformed answered 500 from then on). Published reads
 * only: a preview shows the draft as it is, errors included.
 *
 * What is remembered lives in this process: a new instance has nothing to fall back on until it
 * has read a page once.
 */
export function withLastGood(source: ContentSource, options: LastGoodOptions = {}): ContentSource {
  const settings = { failureTtlMs: options.failureTtlMs ?? FAILURE_TTL_MS, now: options.now ?? Date.now };
  const pages = lastGoodReads<CmsPage | null>('page', { ...settings, maxEntries: options.maxPages ?? LAST_GOOD_PAGES });
  const listings = lastGoodReads<PageSummary[]>('listing', { ...settings, maxEntries: Number.POSITIVE_INFINITY });
  const chromes = lastGoodReads<SiteChrome>('chrome', { ...settings, maxEntries: Number.POSITIVE_INFINITY });
  const keyOf = (locale: Locale, path = '') => `${locale}\u0000${path}`;
  return {
    getPage(locale, path, options) {
      if (options.draft) return source.getPage(locale, path, options);
      return pages(keyOf(locale, path), { locale, path }, () => source.getPage(locale, path, options));
    },
    listPages(locale) {
      return listings(keyOf(locale), { locale }, () => source.listPages(locale));
    },
    getSiteChrome(locale) {
      return chromes(keyOf(locale), { locale }, () => source.getSiteChrome(locale));
    },
  };
}
