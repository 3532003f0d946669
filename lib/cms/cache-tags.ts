import type { Locale } from '@/lib/i18n/locales';

/** Cache tags of CMS data; `/api/revalidate` accepts any of them. */
export const cmsTags = {
  all: 'cms',
  locale: (locale: Locale) => `cms:${locale}`,
  page: (locale: Locale, path: string) => `cms:page:${locale}:${path}`,
  chrome: (locale: Locale) => `cms:chrome:${locale}`,
  /** The list of a locale's pages (sitemap, alternates): changes when any page is published or renamed. */
  list: (locale: Locale) => `cms:list:${locale}`,
} as const;

/** What `/api/revalidate` accepts as a tag: one of the shapes above. */
export const cmsTagPattern = /^cms(?::[A-Za-z0-9:/_-]+)?$/;
