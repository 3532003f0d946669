import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { RESULTS_PAGE_SIZE, type SearchAnswer } from '@/lib/search/contract';
import { search } from '@/lib/upstreams/search/client';
import { fromOfPage, type SearchPageRequest } from '../logic/search-page';

export type SearchRead = { kind: 'results'; answer: SearchAnswer } | { kind: 'failed' };

/** One page of results for the results page; a failure of the search service is the page's error state, never a crash. */
export async function readSearchPage(locale: Locale, { query, page }: SearchPageRequest & { query: string }): Promise<SearchRead> {
  try {
    return { kind: 'results', answer: await search.query({ q: query, locale, size: RESULTS_PAGE_SIZE, from: fromOfPage(page) }) };
  } catch (error) {
    // The client logged the call; this says which page went without results.
    log.warn('site_search.page_failed', { locale, page, error: error instanceof Error ? error.name : 'unknown' });
    return { kind: 'failed' };
  }
}
