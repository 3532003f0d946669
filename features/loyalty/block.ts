import { block, defineFeature } from '@/lib/cms/blocks';
import { accumulatedPointsSchema, campaignSuggestionSchema, pointsDashboardSchema } from './components/dashboard/schema';

/** The Impulso loyalty portal's blocks (each on pages with access rules: per user, rendered per request). */
export const loyalty = defineFeature({
  blocks: {
    // Each waits for the programme: on a streamed page its skeleton holds its place meanwhile.
    'loyalty-points-dashboard': block(pointsDashboardSchema, () => import('./components/dashboard/points-dashboard-block').then((module) => module.PointsDashboardBlock), {
      skeleton: () => import('./components/dashboard/points-dashboard-skeleton').then((module) => module.PointsDashboardSkeleton),
    }),
    'loyalty-accumulated-points': block(accumulatedPointsSchema, () => import('./components/dashboard/accumulated-points-block').then((module) => module.AccumulatedPointsBlock), {
      skeleton: () => import('./components/dashboard/accumulated-points-skeleton').then((module) => module.AccumulatedPointsSkeleton),
    }),
    'loyalty-campaign-suggestion': block(campaignSuggestionSchema, () => import('./components/dashboard/campaign-suggestion-block').then((module) => module.CampaignSuggestionBlock), {
      skeleton: () => import('./components/dashboard/campaign-suggestion-skeleton').then((module) => module.CampaignSuggestionSkeleton),
    }),
  },
});
