import { block, defineFeature } from '@/lib/cms/blocks';
import { articleSearchSchema, contentCardListSchema, topArticlesSchema } from './schema';

/**
 * Article discovery (discovery spec §2, §7-9): public, on cached pages. The search's first page is
 * rendered on the server; its island asks `/api/article-search` for the rest. Top articles are
 * server-rendered only. The content card list reads its articles on the server and pages through
 * them in its island, the page in the address.
 */
export const articleSearch = defineFeature({
  blocks: {
    'article-search': block(articleSearchSchema, () => import('./components/article-search-block').then((module) => module.ArticleSearchBlock)),
    'top-articles': block(topArticlesSchema, () => import('./components/top-articles-block').then((module) => module.TopArticlesBlock)),
    // It waits for the index: on a streamed page its skeleton shows meanwhile.
    'content-card-list': block(contentCardListSchema, () => import('./components/content-card-list-block').then((module) => module.ContentCardListBlock), {
      skeleton: () => import('./components/content-card-list-skeleton').then((module) => module.ContentCardListSkeleton),
    }),
  },
});
