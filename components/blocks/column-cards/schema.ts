import { z } from 'zod';
import { ctaSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

const text = z.string().trim().min(1);

export const columnCardSchema = withFlatImages(
  z.object({
    image: imageSchema.optional(),
    title: text,
    text,
    cta: ctaSchema.optional(),
  }),
);

/**
 * Cards laid out in `columns` columns (2, 3 or 4) from the md breakpoint, two on sm, one on xs;
 * more cards than columns wrap to further rows. `imageStyle` says how the cards' images are shown:
 * a small icon above the title, or a cover across the top of the card.
 */
export const columnCardsSchema = z.object({
  heading: text.optional(),
  intro: text.optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  imageStyle: z.enum(['icon', 'cover']).default('cover'),
  cards: z.array(columnCardSchema).min(1),
});

export type ColumnCardsProps = z.output<typeof columnCardsSchema>;
export type ColumnCard = z.output<typeof columnCardSchema>;
