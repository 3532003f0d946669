import { z } from 'zod';
import { imageSchema, withFlatImages } from '@/lib/cms/block-fields';

/** Text an editor may leave empty: '' and absent both mean "none". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** One image of the gallery: `image` nested (`{ src, alt }`) or flat (`image` a path, `imageAlt` its alt text). */
export const imageCarouselSlideSchema = withFlatImages(
  z.object({
    image: imageSchema,
    caption: optionalText,
  }),
);

/**
 * The spec sets no maximum number of images, so none is enforced: the thumbnail row scrolls
 * sideways when they do not fit.
 */
export const imageCarouselSchema = z.object({
  /** The block's h2, which also names the carousel; the locale's "Image gallery" names it when absent. */
  heading: optionalText,
  images: z.array(imageCarouselSlideSchema).min(1),
});

export type ImageCarouselSlide = z.output<typeof imageCarouselSlideSchema>;
export type ImageCarouselProps = z.output<typeof imageCarouselSchema>;
