import { block, defineFeature } from '@/lib/cms/blocks';
import { productCardGridSchema, productListSchema } from './schema';

/**
 * The product list widget and the product card grid (discovery spec §2, §7, §9): catalogue products
 * read on the server, on cached pages, as cards; searching, filtering, 'view more' and paging are
 * the browser's, with the filters and the page in the URL.
 */
export const productCards = defineFeature({
  blocks: {
    // Both wait for the catalogue: on a streamed page their skeletons show meanwhile.
    'product-list': block(productListSchema, () => import('./components/product-list-block').then((module) => module.ProductListBlock), {
      skeleton: () => import('./components/product-cards-skeletons').then((module) => module.ProductListSkeleton),
    }),
    'product-card-grid': block(productCardGridSchema, () => import('./components/product-card-grid-block').then((module) => module.ProductCardGridBlock), {
      skeleton: () => import('./components/product-cards-skeletons').then((module) => module.ProductCardGridSkeleton),
    }),
  },
});
