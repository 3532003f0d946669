import { z } from 'zod';
import { ctaSchema } from '@/lib/cms/block-fields';

/** One finance tier's quick links, as an editor authors them. */
const tierLinksSchema = z.object({
  heading: z.string().trim().min(1),
  text: z.string().trim().min(1).optional(),
  links: z.array(ctaSchema).min(1).max(8),
});

/**
 * Props of the `finance-quick-links` block: the links of each finance tier (spec section 6:
 * finance -> premium, finance-and-orders -> eximia, anything else standard). A tier without links
 * shows nothing to its users.
 */
export const financeQuickLinksSchema = z.object({
  premium: tierLinksSchema.optional(),
  eximia: tierLinksSchema.optional(),
  standard: tierLinksSchema.optional(),
});

export type FinanceQuickLinksProps = z.output<typeof financeQuickLinksSchema>;
export type TierLinks = z.output<typeof tierLinksSchema>;
