import { z } from 'zod';

/** The `rewards-calculator` block's props: its words are the feature's messages; an editor may retitle it. */
export const rewardsCalculatorSchema = z
  .object({
    /** The section's heading; the messages' 'Calculadora de recompensas Impulso' when absent. */
    heading: z.string().min(1).max(120).optional(),
  })
  .strict();

export type RewardsCalculatorBlockProps = z.infer<typeof rewardsCalculatorSchema>;
