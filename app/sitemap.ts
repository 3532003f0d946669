import type { MetadataRoute } from 'next';
import { listAllPages } from '@/lib/cms/pages';
import { hreflangAlternates } from '@/lib/cms/seo';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** Every indexable published page of every locale, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = (await listAllPages()).filter((page) => page.seoIndexing === 'index' && !page.guarded);
  const versionsByKey = new Map<string, Partial<Record<Locale, string>>>();
  for (const page of pages) {
    versionsByKey.set(page.translationKey, { ...versionsByKey.get(page.translationKey), [page.locale]: page.path });
  }
  return pages.map((page) => ({
    url: new URL(getPathname({ locale: page.locale, href: page.path }), env.site.url).toString(),
    lastModified: page.lastModified,
    alternates: { languages: hreflangAlternates(page, versionsByKey.get(page.translationKey) ?? {}, env.site.url) },
  }));
}
