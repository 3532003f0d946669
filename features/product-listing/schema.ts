import { z } from 'zod';
import { productGroups, SEO_SLUG_MAX_LENGTH, SEO_SLUG_PATTERN } from '@/lib/catalogue/contract';

/** A product an editor marks as new, by its catalogue slug, with the badge's text. */
const noveltySchema = z
  .object({
    /** The product's `seoSlug` in the catalogue; a slug the listing does not show is ignored. */
    seoSlug: z.string().trim().max(SEO_SLUG_MAX_LENGTH).regex(SEO_SLUG_PATTERN, 'a product slug like "aurora-t0785"'),
    /** The badge's text ('Novo', 'Lançamento 2027'); over 14 characters it shows its first 11 and an ellipsis (spec §5). */
    label: z.string().trim().min(1).max(60),
  })
  .strict();

/** The `product-listing` block's props (discovery spec §2 "Product listing", §5, §9). */
export const productListingSchema = z
  .object({
    /** Which catalogue group the listing shows. */
    group: z.enum(productGroups),
    /**
     * Crop protection with the bio flag keeps only its biological products (spec §5). Meaningless
     * for seeds; the biological group is all biological already. Without it, a crop protection
     * listing offers visitors a 'biologicals only' checkbox instead.
     */
    bioOnly: z.boolean().optional(),
    /** The listing's heading; the messages' one for the group when absent. */
    heading: z.string().trim().min(1).max(120).optional(),
    /** Products shown with a novelty badge in place of their type label, by slug (one badge per slug). */
    novelties: z
      .array(noveltySchema)
      .max(50)
      .default([])
      .refine((novelties) => new Set(novelties.map((novelty) => novelty.seoSlug)).size === novelties.length, 'a product is marked as a novelty once'),
  })
  .strict();

export type ProductListingProps = z.output<typeof productListingSchema>;
