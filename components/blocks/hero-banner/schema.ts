import { z } from 'zod';
import { ctaSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

export const heroBannerSchema = withFlatImages(
  z.object({
    title: z.string().trim().min(1),
    overline: z.string().trim().min(1).optional(),
    subtitle: z.string().trim().min(1).optional(),
    image: imageSchema,
    cta: ctaSchema.optional(),
    secondaryCta: ctaSchema.optional(),
  }),
);

export type HeroBannerProps = z.output<typeof heroBannerSchema>;
