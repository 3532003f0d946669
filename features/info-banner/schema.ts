import { z } from 'zod';
import { ctaSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

export const infoBannerVariants = ['default', 'campaign', 'eleva'] as const;
export type InfoBannerVariant = (typeof infoBannerVariants)[number];

/**
 * Props of the `info-banner` block. `default`: a plain notice; `campaign`: the visitor can close
 * it for the session; `eleva`: shown only to Eleva customers while the eleva flag is on.
 */
export const infoBannerSchema = withFlatImages(
  z.object({
    variant: z.enum(infoBannerVariants).default('default'),
    title: z.string().trim().min(1).optional(),
    text: z.string().trim().min(1),
    cta: ctaSchema.optional(),
    /** A small SVG beside the text; usually decorative (alt ""). */
    icon: imageSchema.optional(),
  }),
  ['icon'],
);

export type InfoBannerProps = z.output<typeof infoBannerSchema>;
