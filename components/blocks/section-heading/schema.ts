import { z } from 'zod';
import { ctaSchema } from '@/lib/cms/block-fields';

/** A section: heading and intro on top, the node's child blocks in the middle, buttons in the footer. */
export const sectionHeadingSchema = z.object({
  heading: z.string().trim().min(1),
  overline: z.string().trim().min(1).optional(),
  text: z.string().trim().min(1).optional(),
  level: z.union([z.literal(2), z.literal(3)]).default(2),
  align: z.enum(['left', 'center']).default('left'),
  footerButtons: z.array(ctaSchema).max(3).default([]),
});

export type SectionHeadingProps = z.output<typeof sectionHeadingSchema>;
