import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import { contentSource } from './source';

/**
 * Which published pages have access rules, for the proxy: it sends their requests to the
 * per-request route (`/[locale]/guarded-page/...`), since the CMS route is prerendered and cached
 * and cannot read a session. Re-read every 30 s; until then a newly guarded page is still safe,
 * because the cached route redirects guarded pages to the login page instead of rendering them.
 */
const TTL_MS = 30_000;

const lists = new Map<Locale, { paths: Promise<ReadonlySet<string>>; readAt: number }>();

async function readGuardedPaths(locale: Locale): Promise<ReadonlySet<string>> {
  try {
    return new Set((await contentSource.listPages(locale)).filter((page) => page.guarded).map((page) => page.path));
  } catch (error) {
    log.error('cms.guarded_paths_unavailable', { locale, error: errorMessage(error) });
    lists.delete(locale);
    return new Set();
  }
}

export async function isGuardedPath(locale: Locale, pagePath: string): Promise<boolean> {
  let entry = lists.get(locale);
  if (!entry || Date.now() - entry.readAt > TTL_MS) {
    entry = { paths: readGuardedPaths(locale), readAt: Date.now() };
    lists.set(locale, entry);
  }
  return (await entry.paths).has(pagePath);
}
