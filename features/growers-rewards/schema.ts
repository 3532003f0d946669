import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

/** Props of the `growers-rewards` block: the US growers' rewards widget. */
export const growersRewardsSchema = z.object({
  /** The section's heading; the feature's own ("Growers' rewards") when absent. */
  heading: z.string().trim().min(1).optional(),
  /** Where 'Start earning' leads a grower not enrolled yet (the programme's sign-up). */
  startEarningHref: hrefSchema,
});

export type GrowersRewardsBlockProps = z.output<typeof growersRewardsSchema>;
