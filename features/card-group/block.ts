import { block, defineFeature } from '@/lib/cms/blocks';
import { cardGroupSchema } from './schema';

/** The flex card group block: authored cards, or cards filled from a tag search. */
export const cardGroup = defineFeature({
  blocks: {
    // A group loaded by tags waits for the article search: on a streamed page its skeleton shows meanwhile.
    'card-group': block(cardGroupSchema, () => import('./components/card-group').then((module) => module.CardGroup), {
      skeleton: () => import('./components/card-group-skeleton').then((module) => module.CardGroupSkeleton),
    }),
  },
});
