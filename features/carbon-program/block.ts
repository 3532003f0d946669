import { block, defineFeature } from '@/lib/cms/blocks';
import { carbonGateSchema, carbonJourneySchema } from './schema';

/**
 * The carbon programme's journey page (spec §2, §6). Both blocks are per user, so only on pages
 * with access rules. The gate has no skeleton on purpose: it renders before the page starts to
 * stream, so its redirect of a non-participant is a real redirect, before anything is sent. The
 * journey reads the same answer (once per request) and streams behind its skeleton.
 */
export const carbonProgram = defineFeature({
  blocks: {
    'carbon-program-gate': block(carbonGateSchema, () => import('./components/carbon-gate-block').then((module) => module.CarbonGateBlock), {
      needsAccessRules: true,
    }),
    'carbon-program-journey': block(carbonJourneySchema, () => import('./components/carbon-journey-block').then((module) => module.CarbonJourneyBlock), {
      skeleton: () => import('./components/carbon-journey-skeleton').then((module) => module.CarbonJourneySkeleton),
      needsAccessRules: true,
    }),
  },
});
