import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';
import { pointsBands, rewardItemTypes } from '@/lib/loyalty/points-bands';

/** The `rewards-calculator` block's props: its words are the feature's messages; an editor may retitle it. */
export const rewardsCalculatorSchema = z
  .object({
    /** The section's heading; the messages' 'Calculadora de recompensas Impulso' when absent. */
    heading: z.string().min(1).max(120).optional(),
  })
  .strict();

export type RewardsCalculatorBlockProps = z.infer<typeof rewardsCalculatorSchema>;

/** The `rewards-listing` block's props: the programme's rewards by points band (spec §7-§9), public. */
export const rewardsListingSchema = z
  .object({
    /** The section's heading. */
    heading: z.string().trim().min(1).max(120),
    /** A paragraph under the heading. */
    intro: z.string().trim().min(1).max(400).optional(),
    /** Services (the spec's listing) or products. */
    itemType: z.enum(rewardItemTypes).default('service'),
    /** The band shown first, by its min_points: 0, 50000, 100000 or 150000. */
    initialBand: z.literal(pointsBands).default(0),
    /**
     * Where the empty state's button leads (spec §8: /mi-impulso); no button without it, for a
     * locale with no such page.
     */
    emptyActionHref: hrefSchema.optional(),
  })
  .strict();

export type RewardsListingBlockProps = z.output<typeof rewardsListingSchema>;
