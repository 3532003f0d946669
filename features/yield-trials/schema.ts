import { z } from 'zod';
import { trialBrands } from '@/lib/yield-trials/contract';
import { hrefSchema } from '@/lib/cms/block-fields';

/** The `local-yield-trials` block's props (marketing spec §2 "Local yield trials module"). */
export const localYieldTrialsSchema = z
  .object({
    /** The module's heading; the messages' 'Local Yield Results' when absent. */
    heading: z.string().min(1).max(120).optional(),
    /** An optional line under the heading. */
    description: z.string().min(1).max(400).optional(),
    /** Whose trials: the brand's slug in the trials service. */
    brand: z.enum(trialBrands).default('terralis'),
    /**
     * `vertical` cards link to the report under the tools path (`/tools/local-yield-results/{reportId}`);
     * `normal` ones to the report path with the zip (`/tools/local-yield-results/{zip}/{reportId}`).
     */
    variant: z.enum(['normal', 'vertical']).default('normal'),
    /** 'See more results': the locale's tools page with the results list; no button when absent (on that page itself). */
    seeMoreHref: hrefSchema.optional(),
  })
  .strict();

export type LocalYieldTrialsBlockProps = z.infer<typeof localYieldTrialsSchema>;
