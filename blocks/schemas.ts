import { backHeadingSchema } from '@/components/blocks/back-heading/schema';
import { benefitListSchema } from '@/components/blocks/benefit-list/schema';
import { brandCalloutsSchema } from '@/components/blocks/brand-callouts/schema';
import { categoryCardsSchema } from '@/components/blocks/category-cards/schema';
import { chipLinksSchema } from '@/components/blocks/chip-links/schema';
import { columnCardsSchema } from '@/components/blocks/column-cards/schema';
import { contactUsSchema } from '@/components/blocks/contact-us/schema';
import { downloadButtonSchema } from '@/components/blocks/download-button/schema';
import { faqSchema } from '@/components/blocks/faq/schema';
import { fullBackgroundBannerSchema } from '@/components/blocks/full-background-banner/schema';
import { heroBannerSchema } from '@/components/blocks/hero-banner/schema';
import { imageBlockSchema } from '@/components/blocks/image/schema';
import { linkGroupSchema } from '@/components/blocks/link-group/schema';
import { loadingScreenSchema } from '@/components/blocks/loading-screen/schema';
import { noResultsSchema } from '@/components/blocks/no-results/schema';
import { productNavSchema } from '@/components/blocks/product-nav/schema';
import { promoBannerSchema } from '@/components/blocks/promo-banner/schema';
import { promoListSchema } from '@/components/blocks/promo-list/schema';
import { richTextSchema } from '@/components/blocks/rich-text/schema';
import { sectionHeadingSchema } from '@/components/blocks/section-heading/schema';
import { skewedButtonSchema } from '@/components/blocks/skewed-button/schema';
import { solutionByCropSchema } from '@/components/blocks/solution-by-crop/schema';
import { staticMapBlockSchema } from '@/features/static-map/schema';
import { toggleShowSchema } from '@/components/blocks/toggle-show/schema';
import { cardGroupSchema } from '@/features/card-group/schema';
import { campaignCarouselSchema } from '@/features/carousels/campaign-carousel/schema';
import { carouselSchema } from '@/features/carousels/carousel/schema';
import { heroCarouselSchema } from '@/features/carousels/hero-carousel/schema';
import { imageCarouselSchema } from '@/features/carousels/image-carousel/schema';
import { tabbedCarouselSchema } from '@/features/carousels/tabbed-carousel/schema';
import { infoBannerSchema } from '@/features/info-banner/schema';
import { leadFormBlockSchema } from '@/features/lead-form/schema';
import { newsletterSchema } from '@/features/newsletter/schema';
import { roleGateSchema, rolePrioritySwitcherSchema } from '@/features/role-gate/schema';
import { socialEmbedsSchema } from '@/features/social-embeds/schema';

/**
 * Resource type -> props schema, for every block the CMS can place. Pure data: `content:check`
 * reads it without loading any component. `./registry.tsx` maps the same keys to components.
 */
export const blockSchemas = {
  // Page structure
  'hero-banner': heroBannerSchema,
  'section-heading': sectionHeadingSchema,
  'rich-text': richTextSchema,
  image: imageBlockSchema,
  'back-heading': backHeadingSchema,
  'product-nav': productNavSchema,
  'toggle-show': toggleShowSchema,
  // Carousels
  carousel: carouselSchema,
  'hero-carousel': heroCarouselSchema,
  'campaign-carousel': campaignCarouselSchema,
  'tabbed-carousel': tabbedCarouselSchema,
  'image-carousel': imageCarouselSchema,
  // Banners
  'promo-banner': promoBannerSchema,
  'full-background-banner': fullBackgroundBannerSchema,
  'info-banner': infoBannerSchema,
  newsletter: newsletterSchema,
  // Lists and cards
  'promo-list': promoListSchema,
  'card-group': cardGroupSchema,
  'column-cards': columnCardsSchema,
  'category-cards': categoryCardsSchema,
  'solution-by-crop': solutionByCropSchema,
  'brand-callouts': brandCalloutsSchema,
  'benefit-list': benefitListSchema,
  faq: faqSchema,
  'link-group': linkGroupSchema,
  'chip-links': chipLinksSchema,
  // Contact, embeds and utilities
  'contact-us': contactUsSchema,
  'static-map': staticMapBlockSchema,
  'social-embeds': socialEmbedsSchema,
  'download-button': downloadButtonSchema,
  'skewed-button': skewedButtonSchema,
  'no-results': noResultsSchema,
  'loading-screen': loadingScreenSchema,
  // Forms and access
  'lead-form': leadFormBlockSchema,
  'role-gate': roleGateSchema,
  'role-priority-switcher': rolePrioritySwitcherSchema,
};

export type BlockType = keyof typeof blockSchemas;
