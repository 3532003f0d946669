import { block, defineFeature } from '@/lib/cms/blocks';
import { aiSummarySchema } from './schema';

/**
 * The AI summary panel (marketing spec §2, §4, §8, §9) for an article or product page: public, on
 * cached pages; the summary is asked in the browser once the visitor's location is known.
 */
export const aiSummary = defineFeature({
  blocks: {
    'ai-summary': block(aiSummarySchema, () => import('./components/ai-summary-block').then((module) => module.AiSummaryBlock)),
  },
});
