import { z } from 'zod';
import { ctaSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

/** The empty field drawn for this block; an editor's illustration without a size is shown this wide, at 3:2. */
export const DEFAULT_ILLUSTRATION = { src: '/images/no-results-empty-field.svg', width: 240, height: 160 };

/**
 * An empty state. Title and text fall back to localized defaults; the illustration is decorative
 * (always rendered with alt=""), so an editor's own image needs no alternative text.
 */
export const noResultsSchema = withFlatImages(
  z.object({
    title: z.string().trim().min(1).optional(),
    text: z.string().trim().min(1).optional(),
    level: z.union([z.literal(2), z.literal(3)]).default(2),
    illustration: imageSchema.omit({ alt: true }).default(DEFAULT_ILLUSTRATION),
    action: ctaSchema.optional(),
  }),
  ['illustration'],
);

export type NoResultsProps = z.output<typeof noResultsSchema>;
