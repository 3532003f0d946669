import { block, defineFeature } from '@/lib/cms/blocks';
import { localYieldTrialsSchema } from './schema';

/**
 * The local yield trials module (marketing spec §2, §4, §8, §9): public, on cached pages; the
 * visitor's location and the trials near it are the browser's (`/api/location`, `/api/yield-trials`).
 */
export const yieldTrials = defineFeature({
  blocks: {
    'local-yield-trials': block(localYieldTrialsSchema, () => import('./components/local-yield-trials-block').then((module) => module.LocalYieldTrialsBlock)),
  },
});
