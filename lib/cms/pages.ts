import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { locales, type Locale } from '@/lib/i18n/locales';
import { cmsTags } from './cache-tags';
import type { CmsPage, PageSummary, SiteChrome } from './model';
import { contentSource } from './source';

/**
 * The CMS as the site's pages see it. Published data is cached across requests under tags that
 * `/api/revalidate` can expire; preview reads straight from the source (drafts, never cached).
 * Each function is wrapped in React `cache()` so a page and its `generateMetadata` share one read.
 */

const publishedPage = (locale: Locale, path: string) =>
  unstable_cache(() => contentSource.getPage(locale, path, { draft: false }), ['cms-page', locale, path], {
    tags: [cmsTags.all, cmsTags.locale(locale), cmsTags.page(locale, path)],
  })();

const publishedPages = (locale: Locale) =>
  unstable_cache(() => contentSource.listPages(locale), ['cms-pages', locale], {
    tags: [cmsTags.all, cmsTags.locale(locale), cmsTags.list(locale)],
  })();

const publishedChrome = (locale: Locale) =>
  unstable_cache(() => contentSource.getSiteChrome(locale), ['cms-chrome', locale], {
    tags: [cmsTags.all, cmsTags.locale(locale), cmsTags.chrome(locale)],
  })();

export const isPreview = cache(async (): Promise<boolean> => (await draftMode()).isEnabled);

/** Every published page of a locale (for static params, the sitemap and alternates). */
export const listPages = cache((locale: Locale): Promise<PageSummary[]> => publishedPages(locale));

export const getPage = cache(async (locale: Locale, path: string): Promise<CmsPage | null> => {
  if (await isPreview()) return contentSource.getPage(locale, path, { draft: true });
  // Only an address the listing knows is read and cached on its own: the data cache keeps an
  // entry per key, and unknown addresses are as many as anyone cares to ask for. Revalidating a
  // page by path expires the listing too, so a page published since is found.
  if (!(await listPages(locale)).some((page) => page.path === path)) return null;
  return publishedPage(locale, path);
});

export const listAllPages = cache(async (): Promise<PageSummary[]> =>
  (await Promise.all(locales.map((locale) => listPages(locale)))).flat(),
);

export const getSiteChrome = cache((locale: Locale): Promise<SiteChrome> => publishedChrome(locale));

/** The locale versions of a page: locale -> path inside that locale (the page itself included). */
export const getAlternates = cache(
  async (translationKey: string): Promise<Partial<Record<Locale, string>>> => {
    const versions = (await listAllPages()).filter((page) => page.translationKey === translationKey);
    return Object.fromEntries(versions.map((page) => [page.locale, page.path]));
  },
);
