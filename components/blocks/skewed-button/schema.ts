import { z } from 'zod';
import { ctaSchema } from '@/lib/cms/block-fields';

/** A call to action drawn as a parallelogram: the link's label and target, and the brand colour. */
export const skewedButtonSchema = ctaSchema.extend({
  color: z.enum(['primary', 'secondary']).default('primary'),
  align: z.enum(['left', 'center']).default('left'),
});

export type SkewedButtonProps = z.output<typeof skewedButtonSchema>;
