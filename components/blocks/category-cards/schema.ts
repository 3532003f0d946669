import { z } from 'zod';
import { hrefSchema, imageSchema, listShowingAtMost, withFlatImages } from '@/lib/cms/block-fields';

/** Spec: "category cards max 10" — at most 10 cards are shown; further ones are left out, not refused. */
export const CATEGORY_CARDS_MAX = 10;

const text = z.string().trim().min(1);

export const categoryCardSchema = withFlatImages(
  z.object({
    image: imageSchema,
    name: text,
    description: text.optional(),
    /** The category's page; with it the whole card is a link. */
    href: hrefSchema.optional(),
  }),
);

/** Cards for product categories (fungicides, herbicides, seeds …), with an optional heading. */
export const categoryCardsSchema = z.object({
  heading: text.optional(),
  intro: text.optional(),
  categories: listShowingAtMost(categoryCardSchema, CATEGORY_CARDS_MAX),
});

export type CategoryCardsProps = z.output<typeof categoryCardsSchema>;
export type CategoryCard = z.output<typeof categoryCardSchema>;
