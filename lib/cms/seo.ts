import type { Metadata } from 'next';
import { defaultLocale, locales, openGraphLocale, type Locale } from '@/lib/i18n/locales';
import type { CmsPage } from './model';
import { getPathname } from '@/lib/i18n/navigation';

/** Locale -> path inside that locale, for every published version of a page. */
export type PageAlternates = Partial<Record<Locale, string>>;

/** Absolute hreflang map: one entry per locale version, plus x-default (the pt-BR version, else this page). */
export function hreflangAlternates(page: Pick<CmsPage, 'locale' | 'path'>, alternates: PageAlternates, siteUrl: string) {
  const absolute = (locale: Locale, path: string) => new URL(getPathname({ locale: locale, href: path }), siteUrl).toString();
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = alternates[locale];
    if (path) languages[locale] = absolute(locale, path);
  }
  const fallback = alternates[defaultLocale];
  languages['x-default'] = fallback ? absolute(defaultLocale, fallback) : absolute(page.locale, page.path);
  return languages;
}

/**
 * Page properties -> Next metadata: title, description (description, else pageDescription),
 * keywords, robots (seoIndexing; drafts are never indexed), canonical, hreflang, Open Graph.
 */
export function buildPageMetadata(page: CmsPage, alternates: PageAlternates, siteUrl: string, siteName: string): Metadata {
  const { properties } = page;
  const description = properties.description ?? properties.pageDescription;
  const canonical = new URL(getPathname({ locale: page.locale, href: page.path }), siteUrl).toString();
  const indexable = properties.seoIndexing === 'index' && !page.isDraft;
  return {
    title: properties.title,
    description,
    keywords: properties.seoKeywords.length > 0 ? properties.seoKeywords : undefined,
    robots: { index: indexable, follow: true },
    alternates: { canonical, languages: hreflangAlternates(page, alternates, siteUrl) },
    openGraph: {
      type: properties.pageType === 'article' ? 'article' : 'website',
      title: properties.title,
      description,
      url: canonical,
      siteName,
      locale: openGraphLocale(page.locale),
      alternateLocale: locales.filter((l) => l !== page.locale && alternates[l]).map(openGraphLocale),
      images: properties.image
        ? [{ url: new URL(properties.image.src, siteUrl).toString(), alt: properties.image.alt, width: properties.image.width, height: properties.image.height }]
        : undefined,
      ...(properties.pageType === 'article'
        ? { publishedTime: properties.datePublished, modifiedTime: properties.dateModified, authors: properties.author ? [properties.author] : undefined }
        : {}),
    },
    twitter: { card: properties.image ? 'summary_large_image' : 'summary', title: properties.title, description },
  };
}
