import { z } from 'zod';
import { formIdSchema, munchkinIdSchema } from '@/lib/forms/definition';

/** Props of the `lead-form` CMS block. */
export const leadFormBlockSchema = z.object({
  /** The Marketo instance, e.g. 284-TRL-731. */
  munchkinId: munchkinIdSchema,
  formId: formIdSchema,
  heading: z.string().trim().min(1).optional(),
  text: z.string().trim().min(1).optional(),
  /** A page of this site to go to after a successful submit, written without the locale ('/obrigado'). */
  thankYouPath: z
    .string()
    .trim()
    .regex(/^\/(?![/\\])[^\s?#]*$/, 'must be a path on this site, e.g. /obrigado')
    .optional(),
  /** Shown instead of the standard success message (when there is no thank-you page). */
  thankYouMessage: z.string().trim().min(1).optional(),
  // No country here: the form definition's market picks the rules, so the server applies the same ones.
});

export type LeadFormBlockProps = z.output<typeof leadFormBlockSchema>;
