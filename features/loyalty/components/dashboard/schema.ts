import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

/**
 * Props of the dashboard slice's blocks. Editors write only texts and links: the data is the
 * signed-in member's, read per request. Every text is optional, the locale's wording standing in.
 */

const text = z.string().trim().min(1);

/** `loyalty-points-dashboard`: the family banner, level, balance, expiring points and weather of the member. */
export const pointsDashboardSchema = z.object({
  /** The section's heading ('Seus pontos Impulso' by default). */
  heading: text.optional(),
});
export type PointsDashboardProps = z.output<typeof pointsDashboardSchema>;

/** `loyalty-accumulated-points`: the member's accumulated points and impulse towards the next star. */
export const accumulatedPointsSchema = z.object({
  heading: text.optional(),
  /** Where the card's button, its empty state's and its error's reload lead (spec: `/mi-impulso`). */
  buttonPath: hrefSchema.default('/mi-impulso'),
});
export type AccumulatedPointsProps = z.output<typeof accumulatedPointsSchema>;

/** `loyalty-campaign-suggestion`: the season's campaign suggested to the member ('SAFRA yy/yy'); nothing without one. */
export const campaignSuggestionSchema = z.object({
  heading: text.optional(),
  text: text.optional(),
  buttonLabel: text.optional(),
});
export type CampaignSuggestionProps = z.output<typeof campaignSuggestionSchema>;
