import { block, defineFeature } from '@/lib/cms/blocks';
import { contactFinderSchema } from './schema';

/**
 * The contact finder (discovery spec §2, §3, §5, §9): public contacts from the CMS, on cached
 * pages; filtering, paging, the modal and the consented map are the browser's.
 */
export const contactFinder = defineFeature({
  blocks: {
    'contact-finder': block(contactFinderSchema, () => import('./components/contact-finder-block').then((module) => module.ContactFinderBlock)),
  },
});
