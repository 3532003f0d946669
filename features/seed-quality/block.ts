import { block, defineFeature } from '@/lib/cms/blocks';
import { seedQualitySearchSchema } from './schema';

/**
 * The seed quality search (spec §2, §4, §5, §8): public, on cached pages; the lookup is the
 * browser's, through `GET /api/partners/cultivio/corn-batch`.
 */
export const seedQuality = defineFeature({
  blocks: {
    'seed-quality-search': block(seedQualitySearchSchema, () => import('./components/seed-quality-search-block').then((module) => module.SeedQualitySearchBlock)),
  },
});
