import { z } from 'zod';
import { imageSchema, withFlatImages } from '@/lib/cms/block-fields';

const text = z.string().trim().min(1);

/** The icons an editor may pick, by meaning; `benefit-icons.ts` maps each to a Material icon. */
export const benefitIconNames = [
  'protection',
  'crop',
  'machinery',
  'yield',
  'water',
  'weather',
  'research',
  'quality',
  'rewards',
  'finance',
  'delivery',
  'schedule',
  'support',
] as const;

export type BenefitIconName = (typeof benefitIconNames)[number];

export const benefitItemSchema = withFlatImages(
  z
    .object({
      icon: z.enum(benefitIconNames).optional(),
      image: imageSchema.optional(),
      title: text,
      text: text.optional(),
    })
    .refine((item) => !(item.icon && item.image), { message: 'use an icon or an image, not both', path: ['image'] }),
);

/** A heading and its benefits; each benefit's title is a heading one level below the block's. */
export const benefitListSchema = z.object({
  heading: text,
  intro: text.optional(),
  headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
  items: z.array(benefitItemSchema).min(1),
});

export type BenefitListProps = z.output<typeof benefitListSchema>;
export type BenefitItem = z.output<typeof benefitItemSchema>;
