import { z } from 'zod';
import { hrefSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

/** Brief: "groups (1..6)". Not a "shows at most" rule, so a seventh group is refused, not dropped. */
export const BRAND_CALLOUT_GROUPS_MAX = 6;

const text = z.string().trim().min(1);

export const brandCalloutSchema = withFlatImages(
  z.object({
    logo: imageSchema,
    /** Also fills the localized link text "See the {brand} portfolio". */
    name: text,
    text: text.optional(),
    /** The brand's portfolio page; without it the callout has no link. */
    href: hrefSchema.optional(),
  }),
  ['logo'],
);

export const brandCalloutGroupSchema = z.object({
  title: text,
  brands: z.array(brandCalloutSchema).min(1),
});

/** Brands grouped by business line (e.g. crop protection, seeds), each group under its own title. */
export const brandCalloutsSchema = z.object({
  heading: text.optional(),
  intro: text.optional(),
  groups: z.array(brandCalloutGroupSchema).min(1).max(BRAND_CALLOUT_GROUPS_MAX),
});

export type BrandCalloutsProps = z.output<typeof brandCalloutsSchema>;
export type BrandCalloutGroup = z.output<typeof brandCalloutGroupSchema>;
export type BrandCallout = z.output<typeof brandCalloutSchema>;
