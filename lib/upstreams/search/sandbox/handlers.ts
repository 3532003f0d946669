import { http, HttpResponse } from 'msw';
import { isLocale } from '@/lib/i18n/locales';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { serviceState } from '@/lib/sandbox/store';
import { searchResultTypes, type SearchResultType } from '@/lib/search/contract';
import { DEFAULT_SIZE, MAX_FROM, MAX_SIZE, SEARCH_PATH, type SearchAnswerWire, type VendorError } from '../contract';
import { offeredSearchFeed, type SearchFeed } from '../feed';
import { createLocaleIndexes } from './engine';

/**
 * A stand-in for the site search service (its contract in ../contract.ts): a real full-text index
 * (./engine.ts) over the feed the site hands it (../feed.ts: the locale's public pages and its
 * catalogue's products), built on a locale's first search and again after a publish, every 30
 * minutes, and after a sandbox reset. It refuses what it cannot read; it never answers the spec's
 * refusals of a brand, crop or zip code, which its requests do not carry.
 */

const BASE = `${SANDBOX_ORIGIN}/search/v1`;

/** A plain Response, so a handler's answer type stays its success body's. */
const vendorError = (status: number, message: VendorError['message']): Response => HttpResponse.json<VendorError>({ message }, { status });

/** A whole number in [min, max] from the query, its default when absent, or null. */
function wholeNumber(raw: string | null, fallback: number, min: number, max: number): number | null {
  if (raw === null) return fallback;
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : null;
}

const isResultType = (value: string): value is SearchResultType => (searchResultTypes as readonly string[]).includes(value);

/** The feed the site offered last: read at each build, so the index follows whatever offered it. */
const offeredFeed: SearchFeed = {
  documents: (locale) => offeredSearchFeed()!.documents(locale),
  generation: (locale) => offeredSearchFeed()!.generation(locale),
};

const indexes = () => serviceState('search', () => createLocaleIndexes(offeredFeed));

export const searchHandlers = [
  http.get(`${BASE}${SEARCH_PATH}`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = query.get('q')?.trim() ?? '';
    const type = query.get('type');
    const locale = query.get('locale');
    const size = wholeNumber(query.get('size'), DEFAULT_SIZE, 1, MAX_SIZE);
    const from = wholeNumber(query.get('from'), 0, 0, MAX_FROM);
    if (!isLocale(locale)) return vendorError(400, 'invalid-locale');
    if (q === '') return vendorError(400, 'invalid-query');
    if (type !== null && !isResultType(type)) return vendorError(400, 'invalid-type');
    if (size === null) return vendorError(400, 'invalid-size');
    if (from === null) return vendorError(400, 'invalid-from');
    // Nothing to index until the site's search client has run in this process (it hands the feed over).
    if (!offeredSearchFeed()) return vendorError(503, 'index-unavailable');
    return HttpResponse.json<SearchAnswerWire>(await indexes().search(locale, { q, type: type ?? undefined, size, from }));
  }),
];
