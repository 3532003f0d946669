import { block, defineFeature } from '@/lib/cms/blocks';
import { rewardsCalculatorSchema, rewardsListingSchema } from './schema';

/**
 * The Impulso rewards calculator (marketing spec §2, §4, §9) and the rewards listing by points band
 * (discovery spec §7-§9): public, on cached pages; their rewards come from `/api/calculator-rewards`
 * in the browser (the listing's first page from the server).
 */
export const rewardsCalculator = defineFeature({
  blocks: {
    'rewards-calculator': block(rewardsCalculatorSchema, () => import('./components/rewards-calculator-block').then((module) => module.RewardsCalculatorBlock)),
    'rewards-listing': block(rewardsListingSchema, () => import('./components/rewards-listing-block').then((module) => module.RewardsListingBlock)),
  },
});
