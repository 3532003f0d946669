import { z } from 'zod';
import { ctaSchema, imageSchema } from '@/lib/cms/block-fields';

/**
 * An empty state. Title and text fall back to localized defaults; the illustration is decorative
 * (always rendered with alt=""), so an editor's own image needs no alternative text.
 */
export const noResultsSchema = z.object({
  title: z.string().trim().min(1).optional(),
  text: z.string().trim().min(1).optional(),
  level: z.union([z.literal(2), z.literal(3)]).default(2),
  illustration: imageSchema.omit({ alt: true }).default({ src: '/images/no-results-empty-field.svg', width: 240, height: 160 }),
  action: ctaSchema.optional(),
});

export type NoResultsProps = z.output<typeof noResultsSchema>;
