import 'server-only';
import { z } from 'zod';
import { articleSearchUrl, env, type Env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { requestJson, UpstreamError } from './http';

/**
 * The article search index: one index per locale, searched by a form-encoded
 * `POST {ARTICLE_SEARCH_URL}/{locale}/search` (query, size, start, sort, returnFields, facets,
 * filterQuery; see lib/sandbox/articles/search.ts). The only code that speaks the index's shapes.
 */

const SERVICE = 'article-search';

/** Spec: "Tag-based article search: at most 5 results, excluding the current page path". */
export const TAG_SEARCH_MAX_RESULTS = 5;
/** One more than is shown, so leaving out the current page still leaves 5. */
const TAG_SEARCH_SIZE = TAG_SEARCH_MAX_RESULTS + 1;
const TAG_SEARCH_FIELDS = ['article_headline', 'title', 'description', 'new_article', 'featured_article', 'path', 'article_date', 'article_image'];

/** A result as the index answers it: flags are '1'/'0' strings, dates ISO, the headline often empty. */
const tagSearchResultSchema = z.object({
  title: z.string(),
  path: z.string(),
  article_headline: z.string().optional(),
  description: z.string().optional(),
  new_article: z.string().optional(),
  featured_article: z.string().optional(),
  article_date: z.string().optional(),
  article_image: z.string().optional(),
});

export type TagSearchResult = z.output<typeof tagSearchResultSchema>;

const tagSearchAnswerSchema = z.object({ results: z.array(tagSearchResultSchema) });

export interface ArticleSearchSettings {
  /** Null when no index is configured and the sandbox is off. */
  baseUrl: string | null;
  timeoutMs: number;
}

export const articleSearchSettings = (config: Env): ArticleSearchSettings => ({
  baseUrl: articleSearchUrl(config),
  timeoutMs: config.ARTICLE_SEARCH_TIMEOUT_MS,
});

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
export async function searchArticlesByTags({ locale, tags, excludePath }: TagSearch, settings = articleSearchSettings(env)): Promise<TagSearchResult[]> {
  if (!settings.baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No article search index is configured.');
  const body = new URLSearchParams({
    query: 'matchall',
    size: String(TAG_SEARCH_SIZE),
    start: '0',
    sort: 'article_date desc',
    returnFields: TAG_SEARCH_FIELDS.join(','),
    filterQuery: JSON.stringify({ tags }),
  });
  const answer = await requestJson({
    service: SERVICE,
    operation: 'searchByTags',
    url: `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(locale)}/search`,
    init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body },
    schema: tagSearchAnswerSchema,
    timeoutMs: settings.timeoutMs,
  });
  return selectTagResults(answer.results, excludePath);
}
