import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import { contentSource } from './source';

/**
 * Which published pages have access rules, for the proxy: it sends their requests to the
 * per-request route (`/[locale]/guarded-page/...`), since the CMS route is prerendered and cached
 * and cannot read a session.
 *
 * The proxy runs before every page, cached ones included, so this never makes a request wait on
 * the CMS once a list is known: the list is re-read in the background every 30 s (10 s after a
 * failed read), and the last one known answers meanwhile. Only the first requests of a locale wait,
 * at most `FIRST_READ_WAIT_MS`, and none after a first read outlasted that. Answering "not guarded" while nothing is known is safe: the
 * cached route redirects guarded pages to the login page instead of rendering them.
 */
export const TTL_MS = 30_000;
export const FAILURE_TTL_MS = 10_000;
export const FIRST_READ_WAIT_MS = 300;

interface GuardedList {
  paths: ReadonlySet<string> | null;
  readAt: number;
  failed: boolean;
  reading: Promise<void> | null;
  /** A first read outlasted the wait once: the CMS is slow, later requests do not wait for it. */
  stoppedWaiting: boolean;
}

const lists = new Map<Locale, GuardedList>();

function refresh(locale: Locale, list: GuardedList): Promise<void> {
  list.reading ??= contentSource
    .listPages(locale)
    .then(
      (pages) => {
        list.paths = new Set(pages.filter((page) => page.guarded).map((page) => page.path));
        list.failed = false;
      },
      (error: unknown) => {
        // The last list known stays in use.
        log.error('cms.guarded_paths_unavailable', { locale, error: errorMessage(error) });
        list.failed = true;
      },
    )
    .finally(() => {
      list.readAt = Date.now();
      list.reading = null;
    });
  return list.reading;
}

export async function isGuardedPath(locale: Locale, pagePath: string): Promise<boolean> {
  let list = lists.get(locale);
  if (!list) {
    list = { paths: null, readAt: 0, failed: false, reading: null, stoppedWaiting: false };
    lists.set(locale, list);
  }
  if (Date.now() - list.readAt > (list.failed ? FAILURE_TTL_MS : TTL_MS)) void refresh(locale, list);
  if (!list.paths && list.reading && !list.stoppedWaiting) {
    await Promise.race([list.reading, new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS))]);
    if (!list.paths) list.stoppedWaiting = true;
  }
  return list.paths?.has(pagePath) ?? false;
}

/** Forgets every list (tests). */
export function forgetGuardedPaths(): void {
  lists.clear();
}
