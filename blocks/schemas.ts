import { heroBannerSchema } from '@/components/blocks/hero-banner/schema';
import { imageBlockSchema } from '@/components/blocks/image/schema';
import { promoBannerSchema } from '@/components/blocks/promo-banner/schema';
import { richTextSchema } from '@/components/blocks/rich-text/schema';
import { sectionHeadingSchema } from '@/components/blocks/section-heading/schema';
import { staticMapBlockSchema } from '@/components/blocks/static-map/schema';
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
};

export type BlockType = keyof typeof blockSchemas;
