import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { requestJson, UpstreamError } from '../http';
import type { ArticleSearchSettings } from './config';
import { indexedArticleSchema, searchAnswerSchema, type ArticleField, type SearchForm } from './contract';

/**
 * The article search index: one index per locale (its wire format in ./contract.ts). The only code
 * that speaks the index's shapes.
 */

const SERVICE = 'article-search';

/** Spec: "Tag-based article search: at most 5 results, excluding the current page path". */
export const TAG_SEARCH_MAX_RESULTS = 5;
/** One more than is shown, so leaving out the current page still leaves 5. */
const TAG_SEARCH_SIZE = TAG_SEARCH_MAX_RESULTS + 1;
const TAG_SEARCH_FIELDS = ['article_headline', 'title', 'description', 'new_article', 'featured_article', 'path', 'article_date', 'article_image'] as const satisfies readonly ArticleField[];

/** A result of a tag search: the fields it asks for, of which the index always has title and path. */
const tagSearchResultSchema = indexedArticleSchema.pick({ title: true, path: true }).extend(
  indexedArticleSchema.pick({ article_headline: true, description: true, new_article: true, featured_article: true, article_date: true, article_image: true }).partial().shape,
);

export type TagSearchResult = z.output<typeof tagSearchResultSchema>;

const tagSearchAnswerSchema = searchAnswerSchema.extend({ results: z.array(tagSearchResultSchema) });

/** The same page whether the index writes it with a trailing slash or an `.html` extension. */
const comparablePath = (path: string) => path.replace(/\.html$/, '').replace(/(.)\/+$/, '$1');

/** The results to show: every one but the current page's, at most 5, in the index's order. */
export function selectTagResults<T extends { path: string }>(results: readonly T[], excludePath: string): T[] {
  const current = comparablePath(excludePath);
  return results.filter((result) => comparablePath(result.path) !== current).slice(0, TAG_SEARCH_MAX_RESULTS);
}

export interface TagSearch {
  locale: Locale;
  /** Tag ids; an article with any of them matches. */
  tags: readonly string[];
  /** The page the results will be shown on, left out of them. */
  excludePath: string;
}

/** The newest articles with any of the tags, except the current page: at most 5. No retries (the spec asks for none). */
export async function searchArticlesByTags({ locale, tags, excludePath }: TagSearch, settings: ArticleSearchSettings = env.articleSearch): Promise<TagSearchResult[]> {
  if (!settings.baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No article search index is configured.');
  const form: SearchForm = {
    query: 'matchall',
    size: String(TAG_SEARCH_SIZE),
    start: '0',
    sort: 'article_date desc',
    returnFields: TAG_SEARCH_FIELDS.join(','),
    filterQuery: JSON.stringify({ tags }),
  };
  const answer = await requestJson({
    service: SERVICE,
    operation: 'searchByTags',
    url: `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(locale)}/search`,
    init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(form as Record<string, string>) },
    schema: tagSearchAnswerSchema,
    timeoutMs: settings.timeoutMs,
  });
  return selectTagResults(answer.results, excludePath);
}
