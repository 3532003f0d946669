import { block, defineFeature } from '@/lib/cms/blocks';
import { articleSearchSchema, topArticlesSchema } from './schema';

/**
 * Article discovery (discovery spec §2, §7-9): public, on cached pages. The search's first page is
 * rendered on the server; its island asks `/api/article-search` for the rest. Top articles are
 * server-rendered only.
 */
export const articleSearch = defineFeature({
  blocks: {
    'article-search': block(articleSearchSchema, () => import('./components/article-search-block').then((module) => module.ArticleSearchBlock)),
    'top-articles': block(topArticlesSchema, () => import('./components/top-articles-block').then((module) => module.TopArticlesBlock)),
  },
});
