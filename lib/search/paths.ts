import type { Locale } from '@/lib/i18n/locales';

/** The results page of a query, `/{locale}/search?q=`, and of its nth page. */
export function searchPageHref(locale: Locale, query: string, page = 1): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (page > 1) params.set('page', String(page));
  return `/${locale}/search?${params.toString()}`;
}
