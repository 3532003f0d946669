import { block, defineFeature } from '@/lib/cms/blocks';
import { redeemBlockSchema } from './components/redeem/redeem-schema';

/** The Impulso loyalty portal's blocks (each on pages with access rules: per user, rendered per request). */
export const loyalty = defineFeature({
  blocks: {
    // The redeem flow at #resgate: the member's balance and requests, streamed behind its skeleton.
    'loyalty-redeem': block(redeemBlockSchema, () => import('./components/redeem/redeem-block').then((module) => module.RedeemBlock), {
      skeleton: () => import('./components/redeem/redeem-skeleton').then((module) => module.RedeemSkeleton),
      needsAccessRules: true,
    }),
  },
});
