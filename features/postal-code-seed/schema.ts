import { z } from 'zod';

/** The `postal-code-seed-widget` block's props (spec §2 "Postal-code seed recommendation widget"). */
export const postalCodeSeedWidgetSchema = z
  .object({
    /** The block's heading; the messages' 'Recomendação de milho por CEP' when absent. */
    heading: z.string().min(1).max(120).optional(),
    /** An optional line under the heading. */
    description: z.string().min(1).max(400).optional(),
  })
  .strict();

export type PostalCodeSeedWidgetBlockProps = z.infer<typeof postalCodeSeedWidgetSchema>;
