import { z } from 'zod';
import { ctaSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

/** Brief: "up to 2 CTAs". Not a "shows at most" rule, so a third button is refused, not dropped. */
export const FULL_BACKGROUND_BANNER_CTAS_MAX = 2;

const text = z.string().trim().min(1);

/**
 * A full-width banner whose background is an image, with heading, text and buttons over a scrim.
 * The first button is the primary one. `image.alt` is "" when the picture is only decoration.
 */
export const fullBackgroundBannerSchema = withFlatImages(
  z.object({
    heading: text,
    text: text.optional(),
    image: imageSchema,
    ctas: z.array(ctaSchema).max(FULL_BACKGROUND_BANNER_CTAS_MAX).default([]),
    align: z.enum(['left', 'center']).default('left'),
  }),
);

export type FullBackgroundBannerProps = z.output<typeof fullBackgroundBannerSchema>;
