import { z } from 'zod';
import { productGroups, SEO_SLUG_MAX_LENGTH, SEO_SLUG_PATTERN } from '@/lib/catalogue/contract';

/** A catalogue crop code as the vendor writes it ('SOY', 'CORN', 'OSR'); any case. */
const cropCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z_]{1,29}$/, 'a catalogue crop code like "SOY"');

const heading = z.string().trim().min(1).max(120);

/** The `product-list` block's props (discovery spec §2 "Product list widget", §7, §9). */
export const productListSchema = z
  .object({
    /** The list's heading; the messages' one when absent. */
    heading: heading.optional(),
    /** Which catalogue groups the list shows, in this order (at least one, each once). */
    groups: z
      .array(z.enum(productGroups))
      .min(1)
      .refine((groups) => new Set(groups).size === groups.length, 'a group is listed once'),
    /** Catalogue crop codes the list is limited to (a product growing on any of them); the crop select offers only these. */
    crops: z.array(cropCode).min(1).max(20).optional(),
  })
  .strict();

export type ProductListProps = z.output<typeof productListSchema>;

/**
 * The `product-card-grid` block's props (spec §9: 4 columns by 3 rows, 12 per page): either the
 * editor's products by slug, or a catalogue group, optionally of one crop.
 */
export const productCardGridSchema = z
  .object({
    heading: heading.optional(),
    /** The products, by their catalogue `seoSlug`, in this order; unknown slugs are left out. */
    seoSlugs: z
      .array(z.string().trim().max(SEO_SLUG_MAX_LENGTH).regex(SEO_SLUG_PATTERN, 'a product slug like "aurora-t0785"'))
      .min(1)
      .max(100)
      .refine((slugs) => new Set(slugs).size === slugs.length, 'a product is listed once')
      .optional(),
    /** A catalogue group, every product of it (in the catalogue's order). */
    group: z.enum(productGroups).optional(),
    /** With `group`: only the products for this crop (a catalogue crop code). */
    crop: cropCode.optional(),
  })
  .strict()
  .superRefine((props, context) => {
    if (Boolean(props.seoSlugs) === Boolean(props.group)) context.addIssue({ code: 'custom', message: 'give either seoSlugs or group', path: ['group'] });
    if (props.crop && !props.group) context.addIssue({ code: 'custom', message: 'crop goes with group', path: ['crop'] });
  });

export type ProductCardGridProps = z.output<typeof productCardGridSchema>;
