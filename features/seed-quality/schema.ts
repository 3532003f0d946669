import { z } from 'zod';

/** The `seed-quality-search` block's props (spec §2 "Seed quality search with a side sheet"). */
export const seedQualitySearchSchema = z
  .object({
    /** The block's heading; the messages' 'Seed quality' when absent. */
    heading: z.string().min(1).max(120).optional(),
    /** An optional line under the heading. */
    description: z.string().min(1).max(400).optional(),
  })
  .strict();

export type SeedQualitySearchBlockProps = z.infer<typeof seedQualitySearchSchema>;
