import { block, defineFeature } from '@/lib/cms/blocks';
import { campaignCardSchema, connectAccountSchema, productBannerSchema } from './schema';

/**
 * The field-data blocks (discovery-and-field-tools spec §2, §4): the campaign dashboard card and the
 * connect-account panel, both per user (only on pages with access rules, rendered per request; the
 * card streams in behind its skeleton while the partner syncs), and the field-data product banner,
 * the same for everyone.
 */
export const fieldData = defineFeature({
  blocks: {
    'field-data-campaign': block(campaignCardSchema, () => import('./components/campaign-card-block').then((module) => module.CampaignCardBlock), {
      skeleton: () => import('./components/campaign-card-skeleton').then((module) => module.CampaignCardSkeleton),
      needsAccessRules: true,
    }),
    'field-data-connect': block(connectAccountSchema, () => import('./components/connect-account-block').then((module) => module.ConnectAccountBlock), {
      needsAccessRules: true,
    }),
    'field-data-product-banner': block(productBannerSchema, () => import('./components/product-banner').then((module) => module.ProductBanner)),
  },
});
