import { block, defineFeature } from '@/lib/cms/blocks';
import { completeHistorySchema, historyPreviewSchema } from './components/history/schema';

/** The Impulso loyalty portal's blocks (each on pages with access rules: per user, rendered per request). */
export const loyalty = defineFeature({
  blocks: {
    'loyalty-history-preview': block(historyPreviewSchema, () => import('./components/history/history-blocks').then((module) => module.HistoryPreviewBlock), {
      skeleton: () => import('./components/history/history-skeletons').then((module) => module.HistoryPreviewSkeleton),
      needsAccessRules: true,
    }),
    'loyalty-history': block(completeHistorySchema, () => import('./components/history/history-blocks').then((module) => module.CompleteHistoryBlock), {
      skeleton: () => import('./components/history/history-skeletons').then((module) => module.CompleteHistorySkeleton),
      needsAccessRules: true,
    }),
  },
});
