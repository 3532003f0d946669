import { block, defineFeature } from '@/lib/cms/blocks';
import { campaignCarouselSchema } from './campaign-carousel/schema';
import { carouselSchema } from './carousel/schema';
import { heroCarouselSchema } from './hero-carousel/schema';
import { imageCarouselSchema } from './image-carousel/schema';
import { tabbedCarouselSchema } from './tabbed-carousel/schema';

/** The rotating and tabbed carousels: one state machine (logic/, hooks/) behind five blocks. */
export const carousels = defineFeature({
  blocks: {
    carousel: block(carouselSchema, () => import('./carousel/carousel').then((module) => module.Carousel)),
    'hero-carousel': block(heroCarouselSchema, () => import('./hero-carousel/hero-carousel').then((module) => module.HeroCarousel)),
    'campaign-carousel': block(campaignCarouselSchema, () => import('./campaign-carousel/campaign-carousel').then((module) => module.CampaignCarousel)),
    'tabbed-carousel': block(tabbedCarouselSchema, () => import('./tabbed-carousel/tabbed-carousel').then((module) => module.TabbedCarousel)),
    'image-carousel': block(imageCarouselSchema, () => import('./image-carousel/image-carousel').then((module) => module.ImageCarousel)),
  },
});
