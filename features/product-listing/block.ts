import { block, defineFeature } from '@/lib/cms/blocks';
import { productListingSchema } from './schema';

/**
 * The A-Z product listing (discovery spec §2, §4, §5, §9): a catalogue group read on the server,
 * on cached pages; filtering is the browser's, over what the server rendered.
 */
export const productListing = defineFeature({
  blocks: {
    // It waits for the catalogue: on a streamed page its skeleton shows meanwhile.
    'product-listing': block(productListingSchema, () => import('./components/product-listing-block').then((module) => module.ProductListingBlock), {
      skeleton: () => import('./components/product-listing-skeleton').then((module) => module.ProductListingSkeleton),
    }),
  },
});
