import { apiJson } from '@/lib/api-client';
import { ARTICLE_PAGE_SIZE, articleSearchAnswerSchema, type ArticleCategory, type ArticleSearchAnswer } from '@/lib/articles/contract';
import type { Locale } from '@/lib/i18n/locales';

/** What the search screen asks for: a page (from 1) of the articles matching its words and filters. */
export interface ArticleSearchParams {
  locale: Locale;
  /** Trimmed; empty: every article. */
  query: string;
  category: ArticleCategory | null;
  /** Sorted, so the same filters are the same query. */
  tags: readonly string[];
  pathPrefix: string;
  page: number;
}

/** The route's form (lib/articles/contract.ts): 9 per page, the page as an offset, one `tags` field per tag. */
export function articleSearchBody({ locale, query, category, tags, pathPrefix, page }: ArticleSearchParams): URLSearchParams {
  const form = new URLSearchParams({ locale, size: String(ARTICLE_PAGE_SIZE), start: String((page - 1) * ARTICLE_PAGE_SIZE), pathPrefix });
  if (query) form.set('query', query);
  if (category) form.set('category', category);
  for (const tag of tags) form.append('tags', tag);
  return form;
}

/** `POST /api/article-search`; `signal` aborts it when a newer search supersedes it. */
export const fetchArticleSearch = (params: ArticleSearchParams, signal?: AbortSignal): Promise<ArticleSearchAnswer> =>
  apiJson('/api/article-search', articleSearchAnswerSchema, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: articleSearchBody(params), signal });

export const articleSearchQueryOptions = (params: ArticleSearchParams) => ({
  queryKey: ['article-search', params] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchArticleSearch(params, signal),
  // The route's answers are cached a minute too.
  staleTime: 60_000,
  // Spec §8: a failed search shows its error at once.
  retry: false,
});
