import { z } from 'zod';
import { ctaSchema } from '@/lib/cms/block-fields';

/**
 * A horizontal bar of product areas (seeds, crop protection …) that marks the area of the page
 * being shown. More than 12 items is refused, not trimmed: the spec sets no "shows at most".
 */
export const productNavSchema = z.object({
  /** The bar's accessible name; defaults to the localized "Product navigation". */
  label: z.string().trim().min(1).optional(),
  items: z.array(ctaSchema).min(1).max(12),
});

export type ProductNavProps = z.output<typeof productNavSchema>;
