import { z } from 'zod';
import { imageSchema, withFlatImages } from '@/lib/cms/block-fields';
import { carouselTextFields } from '../carousel/schema';

/** Spec: "hero autoplay 7000 ms". */
export const HERO_AUTOPLAY_MS = 7000;

/**
 * Where a slide's text panel sits: `left`/`right` take that half of the slide, `leftShort`/
 * `rightShort` a narrower card on that side, `petals` puts the image in a petal-shaped frame with
 * the text beside it on the brand green.
 */
export const heroVariants = ['petals', 'left', 'right', 'rightShort', 'leftShort'] as const;

export type HeroVariant = (typeof heroVariants)[number];

/** A hero slide: a carousel item (images flat or nested, see the carousel's) with its variant, ultra-wide image and video. */
export const heroSlideSchema = withFlatImages(
  z.object({
  ...carouselTextFields,
  variant: z.enum(heroVariants).default('left'),
  image: imageSchema,
  /** Shown instead of `image` on screens wider than 1440 px (spec), so a wide hero is not cropped. */
  ultraWideImage: imageSchema.optional(),
  /**
   * A video the editor attached. Playing it is not implemented (spec): the slide shows its image
   * with the localized placeholder notice instead. Any non-empty text counts; '' means none.
   */
  video: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  }),
  ['image', 'ultraWideImage'],
);

export const heroCarouselSchema = z.object({
  /** The carousel's accessible name; the locale's "Page highlights" when absent. */
  label: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  items: z.array(heroSlideSchema).min(1),
  autoplayMs: z.number().int().min(1000).max(60000).default(HERO_AUTOPLAY_MS),
});

export type HeroSlide = z.output<typeof heroSlideSchema>;
export type HeroCarouselProps = z.output<typeof heroCarouselSchema>;
