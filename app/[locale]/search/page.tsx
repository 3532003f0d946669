import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { readSearchPageRequest, SearchResultsPage, searchPageMetadata } from '@/features/site-search';
import { isLocale } from '@/lib/i18n/locales';

/** Every query is its own page: rendered per request (the search service's answers are cached upstream of it). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return searchPageMetadata(locale, readSearchPageRequest(await searchParams));
}

/** `/{locale}/search?q=&page=`: the site search's results (discovery spec §2). */
export default async function SearchRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SearchResultsPage locale={locale} request={readSearchPageRequest(await searchParams)} />;
}
