import { z } from 'zod';
import { hrefSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

/** Text an editor may leave empty: '' and absent both mean "none". */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * The button fields of a carousel item. The CMS sends empty strings for unset fields, so both may
 * be empty (the button then stays hidden); a non-empty href must still be a safe link.
 */
export const carouselButtonFields = {
  buttonHref: z
    .union([z.string().trim().max(0), hrefSchema])
    .optional()
    .transform((value) => value || undefined),
  buttonLabel: optionalText,
  isExternalLink: z.boolean().default(false),
};

/** Heading, overline, text and button: what every carousel slide says. */
export const carouselTextFields = {
  heading: z.string().trim().min(1),
  overline: optionalText,
  text: optionalText,
  ...carouselButtonFields,
};

/** The fields of a carousel item, for the items that add their own (a tabbed carousel's tab label). */
export const carouselItemFields = { ...carouselTextFields, image: imageSchema };

/**
 * The spec's carousel item (heading, overline, text, image, imageAlt, buttonHref, buttonLabel,
 * isExternalLink). `image` is the shared image field: the spec's flat form (`image` a path,
 * `imageAlt` its alt text) or the nested object (`{ src, alt, width?, height? }`).
 */
export const carouselItemSchema = withFlatImages(z.object(carouselItemFields));

export const carouselSchema = z.object({
  /** The carousel's accessible name; the locale's "Highlights" when absent. */
  label: optionalText,
  items: z.array(carouselItemSchema).min(1),
  autoplayMs: z.number().int().min(1000).max(60000).default(3000),
});

export type CarouselItem = z.output<typeof carouselItemSchema>;
export type CarouselProps = z.output<typeof carouselSchema>;
