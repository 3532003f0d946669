import { block, defineFeature } from '@/lib/cms/blocks';
import { productDirectorySchema } from './schema';

/**
 * The products directory (discovery spec §2, §5, §9): every catalogue group read on the server, on
 * cached pages, plus the editor's digital solutions; tabs, letter, search and facets filter in the
 * browser and live in the URL.
 */
export const productDirectory = defineFeature({
  blocks: {
    // It waits for the catalogue: on a streamed page its skeleton shows meanwhile.
    'products-directory': block(productDirectorySchema, () => import('./components/product-directory-block').then((module) => module.ProductDirectoryBlock), {
      skeleton: () => import('./components/product-directory-skeleton').then((module) => module.ProductDirectorySkeleton),
    }),
  },
});
