import { z } from 'zod';
import { hrefSchema, imageSchema } from '@/lib/cms/block-fields';

const text = z.string().trim().min(1);

/**
 * A card an editor writes: the flex card's fields, with the date as an ISO date (the block
 * formats it for the locale) and the image as a site path (shown as decoration beside the headline).
 */
export const authoredCardSchema = z.object({
  articleHeadline: text,
  description: text.optional(),
  newArticle: z.boolean().default(false),
  featuredArticle: z.boolean().default(false),
  articleURL: hrefSchema.optional(),
  articleDate: z.iso.date().optional(),
  imageURL: imageSchema.shape.src.optional(),
});

/**
 * A group of flex cards. 'manual' shows the authored cards; 'tags' shows up to 5 articles found by
 * the tags (any of them), and the authored cards when the search fails or finds nothing. The
 * authored list has no maximum: the spec's limit of 5 is for cards loaded by tag. With a heading,
 * the cards' headlines sit one level below it; without one, they take `headingLevel` themselves.
 */
export const cardGroupSchema = z
  .object({
    heading: text.optional(),
    headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
    loadType: z.enum(['manual', 'tags']).default('manual'),
    tags: z.array(text).default([]),
    cards: z.array(authoredCardSchema).default([]),
  })
  .refine((group) => group.loadType !== 'tags' || group.tags.length > 0, { message: 'a group loaded by tags needs at least one tag', path: ['tags'] });

export type CardGroupProps = z.output<typeof cardGroupSchema>;
export type AuthoredCard = z.output<typeof authoredCardSchema>;
