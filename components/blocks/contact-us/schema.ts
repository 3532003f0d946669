import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

const text = z.string().trim().min(1);

/** Digits with the usual separators; 8 to 15 digits (a local line up to a full E.164 number). */
const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]+$/, 'digits, spaces, ( ) . - and an optional leading +')
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'must have 8 to 15 digits');

/** A phone is its number, or the number with a label ("Capitais e regiões metropolitanas"). */
const phoneSchema = z.union([
  phoneNumberSchema.transform((number) => ({ number, label: undefined })),
  z.object({ number: phoneNumberSchema, label: text.optional() }),
]);

/**
 * The contact-us box (entity: brandLabel, faqLinkLabel, faqLink, phone(s), email(s), whatsapp,
 * whatsappLabel, workHours). Phones and e-mails are lists; a box needs at least one channel.
 */
export const contactUsSchema = z
  .object({
    brandLabel: text,
    headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
    phones: z.array(phoneSchema).default([]),
    emails: z.array(z.string().trim().pipe(z.email())).default([]),
    // wa.me needs the full international number, so the WhatsApp number must start with +.
    whatsapp: phoneNumberSchema.refine((phone) => phone.startsWith('+'), 'must be an international number starting with +').optional(),
    whatsappLabel: text.optional(),
    faqLink: hrefSchema.optional(),
    faqLinkLabel: text.optional(),
    workHours: text.optional(),
  })
  .refine((box) => box.phones.length > 0 || box.emails.length > 0 || box.whatsapp !== undefined, {
    message: 'needs at least one phone, e-mail or WhatsApp number',
  })
  .refine((box) => box.faqLink !== undefined || box.faqLinkLabel === undefined, {
    message: 'faqLinkLabel needs a faqLink',
    path: ['faqLinkLabel'],
  })
  .refine((box) => box.whatsapp !== undefined || box.whatsappLabel === undefined, {
    message: 'whatsappLabel needs a whatsapp number',
    path: ['whatsappLabel'],
  });

export type ContactUsProps = z.output<typeof contactUsSchema>;
