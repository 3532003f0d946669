import { block, defineFeature } from '@/lib/cms/blocks';
import { articleBannerSchema } from './components/article-banner/article-banner-schema';
import { contactInfoSchema } from './components/contact-info/contact-info-schema';
import { accumulatedPointsSchema, campaignSuggestionSchema, pointsDashboardSchema } from './components/dashboard/schema';
import { completeHistorySchema, historyPreviewSchema } from './components/history/schema';
import { redeemBlockSchema } from './components/redeem/redeem-schema';
import { recommendedServicesSchema } from './components/services/recommended-services-schema';
import { topicsSchema } from './components/topics/topics-schema';

/**
 * The Impulso loyalty portal's blocks. Each is per user: placed only on pages with access rules
 * (rendered per request), where it streams in behind its skeleton. The article banner is the
 * exception: it sits on cached pages and asks who is signed in from the browser.
 */
export const loyalty = defineFeature({
  blocks: {
    'loyalty-points-dashboard': block(pointsDashboardSchema, () => import('./components/dashboard/points-dashboard-block').then((module) => module.PointsDashboardBlock), {
      skeleton: () => import('./components/dashboard/points-dashboard-skeleton').then((module) => module.PointsDashboardSkeleton),
      needsAccessRules: true,
    }),
    'loyalty-accumulated-points': block(accumulatedPointsSchema, () => import('./components/dashboard/accumulated-points-block').then((module) => module.AccumulatedPointsBlock), {
      skeleton: () => import('./components/dashboard/accumulated-points-skeleton').then((module) => module.AccumulatedPointsSkeleton),
      needsAccessRules: true,
    }),
    'loyalty-campaign-suggestion': block(campaignSuggestionSchema, () => import('./components/dashboard/campaign-suggestion-block').then((module) => module.CampaignSuggestionBlock), {
      skeleton: () => import('./components/dashboard/campaign-suggestion-skeleton').then((module) => module.CampaignSuggestionSkeleton),
      needsAccessRules: true,
    }),
    'loyalty-history-preview': block(historyPreviewSchema, () => import('./components/history/history-blocks').then((module) => module.HistoryPreviewBlock), {
      skeleton: () => import('./components/history/history-skeletons').then((module) => module.HistoryPreviewSkeleton),
      needsAccessRules: true,
    }),
    'loyalty-history': block(completeHistorySchema, () => import('./components/history/history-blocks').then((module) => module.CompleteHistoryBlock), {
      skeleton: () => import('./components/history/history-skeletons').then((module) => module.CompleteHistorySkeleton),
      needsAccessRules: true,
    }),
    'loyalty-recommended-services': block(recommendedServicesSchema, () => import('./components/services/recommended-services-block').then((module) => module.RecommendedServicesBlock), {
      skeleton: () => import('./components/services/recommended-services-skeleton').then((module) => module.RecommendedServicesSkeleton),
      needsAccessRules: true,
    }),
    'loyalty-contact-info': block(contactInfoSchema, () => import('./components/contact-info/contact-info-block').then((module) => module.ContactInfoBlock), {
      skeleton: () => import('./components/contact-info/contact-info-skeleton').then((module) => module.ContactInfoSkeleton),
      needsAccessRules: true,
    }),
    'loyalty-topics': block(topicsSchema, () => import('./components/topics/topics-block').then((module) => module.TopicsBlock), {
      skeleton: () => import('./components/topics/topics-skeleton').then((module) => module.TopicsSkeleton),
      needsAccessRules: true,
    }),
    // Spec §2, §4: visitors are asked to sign in; a signed-in user opens the interests (themes) picker.
    'article-banner': block(articleBannerSchema, () => import('./components/article-banner/article-banner-block').then((module) => module.ArticleBannerBlock)),
    // The redeem flow at #resgate: the member's balance and requests.
    'loyalty-redeem': block(redeemBlockSchema, () => import('./components/redeem/redeem-block').then((module) => module.RedeemBlock), {
      skeleton: () => import('./components/redeem/redeem-skeleton').then((module) => module.RedeemSkeleton),
      needsAccessRules: true,
    }),
  },
});
