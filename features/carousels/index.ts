/** The rotating and tabbed carousels: one state machine (logic/, hooks/) behind five blocks. */
export { Carousel } from './carousel/carousel';
export { CampaignCarousel } from './campaign-carousel/campaign-carousel';
export { HeroCarousel } from './hero-carousel/hero-carousel';
export { ImageCarousel } from './image-carousel/image-carousel';
export { TabbedCarousel } from './tabbed-carousel/tabbed-carousel';
