import type { Locale } from '@/lib/i18n/locales';
import type { IndexedArticle } from '../contract';
import { enUS } from './index-seed-en-us';
import { esAR } from './index-seed-es-ar';
import { ptBR } from './index-seed-pt-br';

/*
 * The sandbox's article index, one per locale, in the index's own shape (../contract.ts): 30
 * articles per locale, news and articles, dated over 2025-2026. The index and the content agree:
 * every path is an article page of the locale's content (`content/<locale>/<articles dir>/`), and
 * every article page there is in the index (articles.test.ts; content:check checks the paths).
 * Tag ids (article-tags.ts) are one taxonomy shared by every market.
 */

export { articleTags } from './article-tags';

export const articleIndexSeed: Record<Locale, readonly IndexedArticle[]> = { 'pt-BR': ptBR, 'es-AR': esAR, 'en-US': enUS };
