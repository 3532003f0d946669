import { defineFeature } from '@/lib/cms/blocks';

/** The Impulso loyalty portal's blocks (each on pages with access rules: per user, rendered per request). */
export const loyalty = defineFeature({
  blocks: {},
});
