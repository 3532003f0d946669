import 'server-only';
import { z } from 'zod';
import type { ArticleCard, ArticleSearchAnswer, ArticleSearchRequest } from '@/lib/articles/contract';
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

/** The fields an article card shows, asked of the index. */
const CARD_FIELDS = ['id', 'title', 'article_headline', 'path', 'page_category', 'description', 'article_image', 'article_date'] as const satisfies readonly ArticleField[];
/** Titles and headlines weigh three times a description's words. */
const WEIGHTED_FIELDS = 'title^3,article_headline^3,description^1';
/** Spec §7: every tag's count (size 1000); the categories are two. */
const FACETS = 'tag_ids:1000,page_category:10';

const cardResultSchema = indexedArticleSchema.pick({ id: true, title: true, article_headline: true, path: true, page_category: true, description: true, article_image: true, article_date: true });
const cardAnswerSchema = searchAnswerSchema.extend({ results: z.array(cardResultSchema) });

export interface ArticleSearch extends ArticleSearchRequest {
  /** Newest first (the search screen, spec §7), or most viewed first (top articles, spec §9). */
  order?: 'newest' | 'most-viewed';
}

/** The index's form for a search (spec §7): `matchall` without words, the card fields, weighted fields, both facets, the filters as JSON. */
export function articleSearchForm({ query, size, start, category, tags, pathPrefix, order = 'newest' }: ArticleSearch): SearchForm {
  const filter = { ...(pathPrefix && { pathPrefix }), ...(tags.length > 0 && { tags }), ...(category && { pageCategory: category }) };
  return {
    query: query ?? 'matchall',
    size: String(size),
    start: String(start),
    sort: order === 'newest' ? 'article_date desc' : 'articlesViews desc',
    returnFields: CARD_FIELDS.join(','),
    weightedFields: WEIGHTED_FIELDS,
    facets: FACETS,
    ...(Object.keys(filter).length > 0 && { filterQuery: JSON.stringify(filter) }),
  };
}

const toArticleCard = (result: z.output<typeof cardResultSchema>): ArticleCard => ({
  id: result.id,
  // An empty headline means the page title is the headline (contract.ts).
  title: result.article_headline || result.title,
  articleUrl: result.path,
  description: result.description,
  imageUrl: result.article_image,
  category: result.page_category,
  date: result.article_date,
});

/** One page of an article search, as our route answers it. No retries (the spec asks for none). */
export async function searchArticles(search: ArticleSearch, settings: ArticleSearchSettings = env.articleSearch): Promise<ArticleSearchAnswer> {
  if (!settings.baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No article search index is configured.');
  const answer = await requestJson({
    service: SERVICE,
    operation: 'search',
    url: `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(search.locale)}/search`,
    init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(articleSearchForm(search) as Record<string, string>) },
    schema: cardAnswerSchema,
    timeoutMs: settings.timeoutMs,
  });
  const buckets = (field: 'tag_ids' | 'page_category') => (answer.facets[field]?.buckets ?? []).map(({ value, count }) => ({ id: value, count }));
  return { results: answer.results.map(toArticleCard), facets: { tags: buckets('tag_ids'), categories: buckets('page_category') }, total: answer.found, cursor: answer.cursor };
}
