import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

/** The `planting-advisory` block's props: its words are the feature's messages. */
export const plantingAdvisorySchema = z
  .object({
    /** The section's heading; the messages' 'Planting advisor' when absent. */
    heading: z.string().trim().min(1).max(120).optional(),
    /** Where 'see quotation' on the summary leads (a page of this site, or another site's). */
    quotationHref: hrefSchema,
    /**
     * The locale's field-data connect-account page, with `?preceon-redirect=true` so that it comes
     * back here once connected (spec §2): where the advisory sends a user not connected yet.
     */
    connectHref: hrefSchema,
  })
  .strict();

export type PlantingAdvisoryBlockProps = z.output<typeof plantingAdvisorySchema>;
