import { z } from 'zod';
import { ctaSchema, imageSchema, listShowingAtMost, withFlatImages } from '@/lib/cms/block-fields';

/** Spec: "promo list max 8" — the list shows at most 8; further items are left out, not refused. */
export const PROMO_LIST_MAX = 8;

const text = z.string().trim().min(1);

export const promoItemSchema = withFlatImages(
  z.object({
    image: imageSchema,
    title: text,
    text: text.optional(),
    cta: ctaSchema.optional(),
  }),
);

/**
 * A grid of promo cards. With a heading, the cards' titles sit one level below it; without one,
 * they take `headingLevel` themselves.
 */
export const promoListSchema = z.object({
  heading: text.optional(),
  headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
  items: listShowingAtMost(promoItemSchema, PROMO_LIST_MAX),
});

export type PromoListProps = z.output<typeof promoListSchema>;
export type PromoItem = z.output<typeof promoItemSchema>;
