import { z } from 'zod';

/** Field schemas shared by block props: one definition of "a link" and "an image" for every block. */

/**
 * A link target an editor may set: a path inside the current locale ('/campanhas'), an anchor,
 * an https URL, mailto: or tel:. Anything else (javascript:, data:, protocol-relative '//host')
 * is refused at validation time, so it can never reach an href.
 */
export const hrefSchema = z
  .string()
  .trim()
  .refine(
    (href) =>
      /^\/(?![/\\])[^\s]*$/.test(href) ||
      /^#[\w-]+$/.test(href) ||
      /^https:\/\/[^\s/]+[^\s]*$/i.test(href) ||
      /^mailto:[^\s@]+@[^\s@]+$/i.test(href) ||
      /^tel:\+?[\d\s()-]{5,}$/i.test(href),
    'must be a path like /campanhas, an #anchor, an https:// URL, mailto: or tel:',
  );

export const ctaSchema = z.object({
  label: z.string().trim().min(1),
  href: hrefSchema,
});

export type Cta = z.output<typeof ctaSchema>;

/** Images are served by this site (public/ or the sandbox); width and height keep layout from shifting. */
export const imageSchema = z.object({
  src: z.string().regex(/^\/(?![/\\])\S+$/, 'must be a path on this site, e.g. /images/soy-field.svg'),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export type CmsImage = z.output<typeof imageSchema>;

/**
 * A list the spec caps with "shows at most N" (promo list 8, solution-by-crop 14, category cards
 * 10): at least one item, and items past the cap are left out rather than refusing the page.
 */
export function listShowingAtMost<Item extends z.ZodType>(item: Item, max: number) {
  return z
    .array(item)
    .min(1)
    .transform((items) => items.slice(0, max));
}
