import { z } from 'zod';
import { hrefSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A digital solution the editor lists (the catalogue has no digital products): its card links to a
 * page of this site ('/tools/yield-trials', written without the locale) or to another site over https.
 */
export const digitalSolutionSchema = withFlatImages(
  z
  .object({
    name: text(80),
    description: text(300),
    href: hrefSchema.refine((href) => href.startsWith('/') || /^https:\/\//i.test(href), 'must be a path like /tools/yield-trials or an https:// URL'),
    /** Shown above the name, as decoration (the name says what the card is); a CMS may send it flat, unsized. */
    image: imageSchema.optional(),
  })
  .strict(),
);

/** The `products-directory` block's props (discovery spec §2 "Products directory", §5, §9). */
export const productDirectorySchema = z
  .object({
    /** The directory's heading; the messages' one when absent. */
    heading: text(120).optional(),
    /** A sentence or two under the heading. */
    intro: text(400).optional(),
    /** The 'Digital Solutions' tab's cards; the directory files them by name among the products. */
    digitalSolutions: z
      .array(digitalSolutionSchema)
      .max(24)
      .default([])
      .refine((solutions) => new Set(solutions.map((solution) => solution.name.toLowerCase())).size === solutions.length, 'a digital solution is listed once'),
  })
  .strict();

export type ProductDirectoryProps = z.output<typeof productDirectorySchema>;
export type DigitalSolution = z.output<typeof digitalSolutionSchema>;
