import { block, defineFeature } from '@/lib/cms/blocks';
import { plantingAdvisorySchema } from './schema';

/**
 * The planting advisory (discovery spec §2-§6, §9): public, on cached pages; a visitor sees a
 * sign-in prompt, a signed-in user the flow, whose farms and saved choices come from
 * `/api/planting-advisory` in the browser.
 */
export const plantingAdvisory = defineFeature({
  blocks: {
    'planting-advisory': block(plantingAdvisorySchema, () => import('./components/planting-advisory-block').then((module) => module.PlantingAdvisoryBlock)),
  },
});
