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

const sitePath = z
  .string()
  .trim()
  .regex(/^\/(?![/\\])\S+$/, 'must be a path on this site, e.g. /images/soy-field.svg');

/** A size in pixels as a CMS sends it: a number or its digits in a string; empty or null is no size. */
const asPixels = (value: unknown) =>
  value === null || value === '' ? undefined : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
const pixels = z.number().int().positive();

/**
 * An image served by this site (public/ or the sandbox). A CMS sends it as an object
 * (`{ src, alt, width, height }`) or, in an item wrapped by `withFlatImages`, as its path alone
 * with the alt text beside it. Width and height are optional: with both, blocks lay the image out
 * at its own proportions; without them (or with one alone), in a box of the block's own
 * proportions (`imageAspectRatio`), so the page never moves when the file arrives.
 */
export const imageSchema = z.object({
  src: sitePath,
  /** '' (or absent, or null) for an image that is only decoration. */
  alt: z
    .string()
    .trim()
    .nullish()
    .transform((alt) => alt ?? ''),
  width: z.preprocess(asPixels, pixels.optional()),
  height: z.preprocess(asPixels, pixels.optional()),
});

export type CmsImage = z.output<typeof imageSchema>;

/** An image whose size the layout needs (a row of logos lined up by their proportions): width and height required. */
export const sizedImageSchema = imageSchema.extend({ width: z.preprocess(asPixels, pixels), height: z.preprocess(asPixels, pixels) });

/**
 * The CSS aspect ratio of an image's box: its own proportions when the CMS sent its size, the
 * block's `fallback` otherwise (the block then shows the whole image inside it, `object-fit`).
 */
export function imageAspectRatio(image: Pick<CmsImage, 'width' | 'height'>, fallback: string): string {
  return image.width && image.height ? `${image.width} / ${image.height}` : fallback;
}

/**
 * Lets an object's image fields come flat, as a CMS sends them: the spec's carousel item has
 * `image` (a path) and `imageAlt` (its alt text). `{ image: '/a.jpg', imageAlt: 'A' }` parses as
 * `{ image: { src: '/a.jpg', alt: 'A' } }`; a path alone as an image without alt text; a
 * `<field>Alt` beside an image object that has no alt of its own fills it. Every field named in
 * `imageFields` is folded the same way (`imageDesktop` + `imageDesktopAlt`, `logo` + `logoAlt`),
 * so no block is hidden, nor loses its alt text, because of the form the image came in.
 */
export function withFlatImages<Schema extends z.ZodType>(schema: Schema, imageFields: readonly string[] = ['image']) {
  return z.preprocess((value) => foldImageAlts(value, imageFields), schema);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function foldImageAlts(value: unknown, imageFields: readonly string[]): unknown {
  if (!isRecord(value)) return value;
  const folded = { ...value };
  for (const field of imageFields) {
    const image = folded[field];
    const alt = folded[`${field}Alt`];
    // A CMS sends an unset image as '' or null: no image (a real error only where the block needs one).
    if (image === null || (typeof image === 'string' && image.trim() === '')) delete folded[field];
    else if (typeof image === 'string') folded[field] = { src: image, alt };
    else if (isRecord(image) && typeof alt === 'string' && !image.alt) folded[field] = { ...image, alt };
  }
  return folded;
}

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
