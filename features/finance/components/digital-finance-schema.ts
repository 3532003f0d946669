import { z } from 'zod';

/** Props of the `digital-finance` block: the wrapper of the customer's credit cards. */
export const digitalFinanceSchema = z.object({
  /** The section's heading; the feature's own ('Tu línea de crédito') when absent. */
  heading: z.string().trim().min(1).optional(),
});

export type DigitalFinanceBlockProps = z.output<typeof digitalFinanceSchema>;
