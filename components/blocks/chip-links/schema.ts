import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

const text = z.string().trim().min(1);

export const chipLinkSchema = z.object({
  label: text,
  href: hrefSchema,
});

/**
 * A row of link chips that wraps (e.g. the crops or topics of a section). The spec gives no cap,
 * so none is set here; the heading, when given, names the group.
 */
export const chipLinksSchema = z.object({
  heading: text.optional(),
  links: z.array(chipLinkSchema).min(1),
});

export type ChipLinksProps = z.output<typeof chipLinksSchema>;
export type ChipLink = z.output<typeof chipLinkSchema>;
