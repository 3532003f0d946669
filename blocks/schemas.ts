import { heroBannerSchema } from '@/components/blocks/hero-banner/schema';
import { imageBlockSchema } from '@/components/blocks/image/schema';
import { promoBannerSchema } from '@/components/blocks/promo-banner/schema';
import { richTextSchema } from '@/components/blocks/rich-text/schema';
import { sectionHeadingSchema } from '@/components/blocks/section-heading/schema';
import { staticMapBlockSchema } from '@/components/blocks/static-map/schema';
import { contactUsSchema } from '@/components/blocks/contact-us/schema';
import { promoListSchema } from '@/components/blocks/promo-list/schema';
import { faqSchema } from '@/components/blocks/faq/schema';
import { benefitListSchema } from '@/components/blocks/benefit-list/schema';
import { linkGroupSchema } from '@/components/blocks/link-group/schema';
import { downloadButtonSchema } from '@/components/blocks/download-button/schema';
import { skewedButtonSchema } from '@/components/blocks/skewed-button/schema';
import { noResultsSchema } from '@/components/blocks/no-results/schema';
import { toggleShowSchema } from '@/components/blocks/toggle-show/schema';
import { loadingScreenSchema } from '@/components/blocks/loading-screen/schema';
import { backHeadingSchema } from '@/components/blocks/back-heading/schema';
import { productNavSchema } from '@/components/blocks/product-nav/schema';
import { cardGroupSchema } from '@/features/card-group/schema';
import { leadFormBlockSchema } from '@/features/lead-form/schema';
import { roleGateSchema, rolePrioritySwitcherSchema } from '@/features/role-gate/schema';

/**
 * Resource type -> props schema, for every block the CMS can place. Pure data: `content:check`
 * reads it without loading any component. `./registry.tsx` maps the same keys to components.
 */
export const blockSchemas = {
  'hero-banner': heroBannerSchema,
  'rich-text': richTextSchema,
  'section-heading': sectionHeadingSchema,
  'promo-banner': promoBannerSchema,
  image: imageBlockSchema,
  'static-map': staticMapBlockSchema,
  'lead-form': leadFormBlockSchema,
  'role-gate': roleGateSchema,
  'role-priority-switcher': rolePrioritySwitcherSchema,
  'contact-us': contactUsSchema,
  'promo-list': promoListSchema,
  faq: faqSchema,
  'benefit-list': benefitListSchema,
  'link-group': linkGroupSchema,
  'download-button': downloadButtonSchema,
  'skewed-button': skewedButtonSchema,
  'no-results': noResultsSchema,
  'toggle-show': toggleShowSchema,
  'loading-screen': loadingScreenSchema,
  'back-heading': backHeadingSchema,
  'product-nav': productNavSchema,
  'card-group': cardGroupSchema,
};

export type BlockType = keyof typeof blockSchemas;
