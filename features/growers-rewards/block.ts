import { block, defineFeature } from '@/lib/cms/blocks';
import { growersRewardsSchema } from './schema';

/**
 * The US growers' rewards widget (loyalty-finance spec). Per user: placed only on pages with
 * access rules (rendered per request), where it streams in behind its skeleton.
 */
export const growersRewards = defineFeature({
  blocks: {
    'growers-rewards': block(growersRewardsSchema, () => import('./components/growers-rewards-block').then((module) => module.GrowersRewardsBlock), {
      skeleton: () => import('./components/growers-rewards-skeleton').then((module) => module.GrowersRewardsSkeleton),
      needsAccessRules: true,
    }),
  },
});
