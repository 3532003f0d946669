import { z } from 'zod';
import { ctaSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

export const promoBannerSchema = withFlatImages(
  z.object({
    title: z.string().trim().min(1),
    text: z.string().trim().min(1),
    image: imageSchema,
    cta: ctaSchema.optional(),
    tone: z.enum(['green', 'gold', 'light']).default('green'),
    imagePosition: z.enum(['left', 'right']).default('right'),
    /** 3 when the banner sits inside a section whose heading is an h2. */
    headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
  }),
);

export type PromoBannerProps = z.output<typeof promoBannerSchema>;
