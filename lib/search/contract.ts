import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/**
 * The contract of our site search route (`GET /api/search`), for the server that answers and the
 * browser that calls (the header's search panel, the results page): the query rules, the answer
 * and the spec's constants (discovery spec §3, §7, §9). The vendor's wire format stays in
 * lib/upstreams/search/contract.ts.
 */

/** Results the header's panel shows while a visitor types (spec §9). */
export const PANEL_RESULT_COUNT = 6;
/** Results per page of `/{locale}/search`. */
export const RESULTS_PAGE_SIZE = 10;
/** The most results one request may ask for, and how deep paging may go: the index is not a data export. */
export const MAX_SEARCH_SIZE = 50;
export const MAX_SEARCH_FROM = 1000;
/** A query longer than this is not a search anyone typed. */
export const MAX_QUERY_LENGTH = 200;

export const searchResultTypes = ['article', 'product'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** The route's query: `q` trimmed and not blank; `type` absent means both kinds. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'must not be blank').max(MAX_QUERY_LENGTH),
  type: z.enum(searchResultTypes).optional(),
  size: z.coerce.number().int().min(1).max(MAX_SEARCH_SIZE).default(PANEL_RESULT_COUNT),
  from: z.coerce.number().int().min(0).max(MAX_SEARCH_FROM).default(0),
  locale: z.enum(locales),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** One hit: spec §3's search result. `navigationPath` is the page's path with its locale, ready for a link. */
export const searchResultSchema = z.object({
  type: z.enum(searchResultTypes),
  navigationPath: z.string().startsWith('/'),
  id: z.string().min(1),
  title: z.string(),
});
export type SearchResult = z.output<typeof searchResultSchema>;

/** `total` is every match of the query (null when the service does not say), for paging. */
export const searchAnswerSchema = z.object({
  results: z.array(searchResultSchema),
  total: z.number().int().min(0).nullable(),
});
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
