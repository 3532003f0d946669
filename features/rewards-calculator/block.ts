import { block, defineFeature } from '@/lib/cms/blocks';
import { rewardsCalculatorSchema } from './schema';

/**
 * The Impulso rewards calculator (marketing spec §2, §4, §9): public, on cached pages; the
 * rewards its result reaches come from `/api/calculator-rewards` in the browser.
 */
export const rewardsCalculator = defineFeature({
  blocks: {
    'rewards-calculator': block(rewardsCalculatorSchema, () => import('./components/rewards-calculator-block').then((module) => module.RewardsCalculatorBlock)),
  },
});
