import { block, defineFeature } from '@/lib/cms/blocks';
import { leadFormBlockSchema } from './schema';

/** The lead-capture form kit: a CMS block over a marketing-automation provider's forms. */
export const leadForm = defineFeature({
  blocks: {
    'lead-form': block(leadFormBlockSchema, () => import('./components/lead-form-block').then((module) => module.LeadFormBlock)),
  },
});
