import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

const text = z.string().trim().min(1);

export const linkGroupLinkSchema = z.object({
  label: text,
  href: hrefSchema,
  description: text.optional(),
});

/** A titled list of links; a group without links has nothing to show, so it is refused. */
export const linkGroupSchema = z.object({
  title: text,
  headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
  links: z.array(linkGroupLinkSchema).min(1),
});

export type LinkGroupProps = z.output<typeof linkGroupSchema>;
export type LinkGroupLink = z.output<typeof linkGroupLinkSchema>;
