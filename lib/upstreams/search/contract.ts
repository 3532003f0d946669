import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { searchResultTypes, type SearchResultType } from '@/lib/search/contract';

/**
 * The site search service (discovery spec §3, §7, §8), as this site calls it. A key, when the
 * service has one, goes in an `x-api-key` header.
 *
 * `GET {SEARCH_URL}/search?q={q}[&type={article|product}]&size={n}&from={offset}&locale={locale}`
 *   200 `{ results: [{ type, navigationPath, id, title }], total? }`: the matches of `q` in the
 *   locale's pages and products, best first, `size` of them from `from`; `type` narrows them to one
 *   kind; `total` counts every match (services that do not count leave it out). `navigationPath`
 *   is the page's path on this site, locale included ('/pt-BR/artigos/...').
 *   4xx/5xx `{ message }`: `invalid-brand`, `invalid-crop` and `invalid-zipcode` are refusals of
 *   the visitor's input (our route's 400); any other message is the service's failure
 *   (400 `invalid-query`, `invalid-type`, `invalid-size`, `invalid-from`, `invalid-locale` for a
 *   request it cannot read; the sandbox's 503 `index-unavailable` before the site has handed it
 *   anything to index).
 *
 * Fields this site does not read are allowed (zod strips them). The sandbox answers the same
 * shapes from these schemas.
 */

export const SEARCH_PATH = '/search';

/** The key header. */
export const API_KEY_HEADER = 'x-api-key';

/** The service's paging: `size` 1-100 (default 10), `from` 0-10000 (default 0). */
export const MAX_SIZE = 100;
export const DEFAULT_SIZE = 10;
export const MAX_FROM = 10_000;

export interface SearchRequestWire {
  q: string;
  type?: SearchResultType;
  size: number;
  from: number;
  locale: Locale;
}

/** The query string of a search, in the order the spec lists its parameters. */
export function searchRequestQuery({ q, type, size, from, locale }: SearchRequestWire): URLSearchParams {
  const query = new URLSearchParams({ q });
  if (type) query.set('type', type);
  query.set('size', String(size));
  query.set('from', String(from));
  query.set('locale', locale);
  return query;
}

/** The refusals the spec maps to a 400 (§8); the route answers them with the message as its error code. */
export const refusalMessages = ['invalid-brand', 'invalid-crop', 'invalid-zipcode'] as const;
export type RefusalMessage = (typeof refusalMessages)[number];

/** Every message the sandbox answers with, the refusals included. */
export const vendorMessages = [...refusalMessages, 'invalid-query', 'invalid-type', 'invalid-size', 'invalid-from', 'invalid-locale', 'index-unavailable'] as const;
export type VendorMessage = (typeof vendorMessages)[number];

export const vendorErrorSchema = z.object({ message: z.string() });
export type VendorError = { message: VendorMessage };

export const searchHitWireSchema = z.object({
  type: z.enum(searchResultTypes),
  /** A path on this site, never another origin: '//host' would leave it. */
  navigationPath: z.string().regex(/^\/(?!\/)/, 'a path on this site'),
  id: z.string().min(1),
  title: z.string(),
});
export type SearchHitWire = z.output<typeof searchHitWireSchema>;

export const searchAnswerWireSchema = z.object({
  results: z.array(searchHitWireSchema),
  total: z.number().int().min(0).optional(),
});
export type SearchAnswerWire = z.output<typeof searchAnswerWireSchema>;
