import { ARTICLE_PAGE_SIZE, MAX_ARTICLE_SEARCH_START } from '@/lib/articles/contract';

/** Pages of `total` results, 9 a page; no further than the route lets a search start. */
export const pageCount = (total: number) => Math.min(Math.ceil(total / ARTICLE_PAGE_SIZE), Math.floor(MAX_ARTICLE_SEARCH_START / ARTICLE_PAGE_SIZE) + 1);

export { pageNumbers } from './page-numbers';
