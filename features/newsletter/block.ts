import { block, defineFeature } from '@/lib/cms/blocks';
import { newsletterSchema } from './schema';

/** The newsletter block: a subscribe invitation behind the (default-on) newsletter flag. */
export const newsletter = defineFeature({
  blocks: {
    newsletter: block(newsletterSchema, () => import('./components/newsletter').then((module) => module.Newsletter)),
  },
});
