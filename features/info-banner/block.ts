import { block, defineFeature } from '@/lib/cms/blocks';
import { infoBannerSchema } from './schema';

/** The info banner block: a notice, a closable campaign banner, or a banner for Eleva customers. */
export const infoBanner = defineFeature({
  blocks: {
    'info-banner': block(infoBannerSchema, () => import('./components/info-banner').then((module) => module.InfoBanner)),
  },
});
