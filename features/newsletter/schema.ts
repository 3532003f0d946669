import { z } from 'zod';
import { ctaSchema, imageSchema, withFlatImages } from '@/lib/cms/block-fields';

/** Props of the `newsletter` block: a heading, a text, the subscribe link and an optional image. */
export const newsletterSchema = withFlatImages(
  z.object({
    heading: z.string().trim().min(1),
    text: z.string().trim().min(1),
    /** Where people subscribe: the site's newsletter form page, or an https URL (opens in a new tab). */
    subscribe: ctaSchema,
    image: imageSchema.optional(),
  }),
);

export type NewsletterProps = z.output<typeof newsletterSchema>;
