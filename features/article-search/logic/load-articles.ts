import 'server-only';
import { ARTICLE_PAGE_SIZE, type ArticleCard, type ArticleCategory, type ArticleSearchAnswer } from '@/lib/articles/contract';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { searchArticles } from '@/lib/upstreams/article-search/client';
import { failureFields } from '@/lib/upstreams/http';
import { CONTENT_LIST_MAX_CARDS } from './content-card-paging';
import { padTopArticles, TOP_ARTICLES_COUNT } from './top-articles';

/**
 * The search screen's first page (every article, newest first), read when the page is rendered
 * (at build and revalidation: pages are cached). Null when the index fails: logged, and the block
 * shows its error state (spec §8) until the visitor searches again.
 */
export async function loadFirstPage(locale: Locale, pathPrefix: string): Promise<ArticleSearchAnswer | null> {
  try {
    return await searchArticles({ locale, query: null, size: ARTICLE_PAGE_SIZE, start: 0, tags: [], pathPrefix });
  } catch (error) {
    log.error('article_search.first_page_failed', { locale, pathPrefix, ...failureFields(error) });
    return null;
  }
}

/**
 * The 4 most viewed articles with any of `tags`, padded from the most viewed overall (spec §9).
 * None when the index fails (logged): the block is left out.
 */
export async function loadTopArticles(locale: Locale, tags: readonly string[], pathPrefix: string): Promise<ArticleCard[]> {
  const mostViewed = (filterTags: readonly string[], size: number) =>
    searchArticles({ locale, query: null, size, start: 0, tags: [...filterTags], pathPrefix, order: 'most-viewed' }).then((answer) => answer.results);
  try {
    // Twice the count overall: the matching ones may be among them and are not repeated.
    const [matching, overall] = await Promise.all([tags.length > 0 ? mostViewed(tags, TOP_ARTICLES_COUNT) : [], mostViewed([], 2 * TOP_ARTICLES_COUNT)]);
    return padTopArticles(matching, overall);
  } catch (error) {
    log.error('top_articles.load_failed', { locale, tags, ...failureFields(error) });
    return [];
  }
}

/**
 * The content card list's articles: the newest first, at most `CONTENT_LIST_MAX_CARDS`, of one
 * category or all, with any of `tagIds` (all without), under the locale's article pages. Read when
 * the page is rendered (pages are cached, like the top articles). Null when the index fails: logged,
 * and the block shows its error state.
 */
export async function loadContentCards(locale: Locale, { category, tagIds, pathPrefix }: { category: ArticleCategory | null; tagIds: readonly string[]; pathPrefix: string }): Promise<ArticleCard[] | null> {
  try {
    const answer = await searchArticles({ locale, query: null, size: CONTENT_LIST_MAX_CARDS, start: 0, tags: [...tagIds], pathPrefix, ...(category && { category }), order: 'newest' });
    return answer.results;
  } catch (error) {
    log.error('content_card_list.load_failed', { locale, category, tagIds, ...failureFields(error) });
    return null;
  }
}
