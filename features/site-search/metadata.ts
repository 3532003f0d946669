import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchPageRequest } from './logic/search-page';

/** A results page is for the visitor who searched: never indexed (its links are followed). */
export async function searchPageMetadata(locale: Locale, { query }: SearchPageRequest): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return { title: query ? t('pageTitleFor', { query }) : t('pageTitle'), robots: { index: false, follow: true } };
}
