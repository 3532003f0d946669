import { z } from 'zod';

/**
 * Props of the `loyalty-redeem` CMS block: only what an editor writes. The balance, the steps'
 * limits and the requests are the signed-in member's, read per request.
 */
export const redeemBlockSchema = z.object({
  /** The section's heading; the flow's own ('Resgate de pontos') when left out. */
  heading: z.string().trim().min(1).max(120).optional(),
});

export type RedeemBlockProps = z.output<typeof redeemBlockSchema>;
