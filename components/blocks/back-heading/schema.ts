import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

/** A heading with a back control. Without an earlier page of this site to return to, it goes to `fallbackHref`. */
export const backHeadingSchema = z.object({
  heading: z.string().trim().min(1),
  fallbackHref: hrefSchema.refine((href) => href.startsWith('/'), 'must be a path on this site, e.g. /ferramentas').default('/'),
});

export type BackHeadingProps = z.output<typeof backHeadingSchema>;
