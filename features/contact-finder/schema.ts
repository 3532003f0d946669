import { z } from 'zod';
import { mapCountries } from './logic/map-view';

/**
 * Props of the `contact-finder` block (discovery spec §2, §3, §5, §9): distributors and advisors a
 * visitor filters, pages through, opens and finds on a map.
 *
 * A contact is the spec's "id plus arbitrary fields". A few field names have a meaning on the card
 * (`contactCardFields` in logic/contact-card.ts: title, description, badge, logo, icon, address,
 * phone, whatsapp, email, location); any other field (state, crops, city…) is free and can be made
 * a filter.
 */

/** An id of letters, digits and dashes: it is an HTML id and a URL fragment. */
const idSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes, starting with a letter');

const sitePath = z.string().regex(/^\/[^/]/, 'must be a site path such as /images/logo.svg');

export const contactSchema = z
  .object({
    id: idSchema,
    /**
     * Field name -> text. A filter field may hold several values split by `&&` (values) and `##`
     * (groups), each group optionally headed `Heading::` ('Culturas::Soja&&Milho##Regiões::Sul').
     */
    fields: z
      .record(z.string().min(1), z.string())
      .refine((fields) => (fields.title ?? '').trim() !== '', { message: 'a contact needs a title field' })
      .refine((fields) => fields.logo === undefined || sitePath.safeParse(fields.logo).success, { message: 'logo must be a site path such as /images/logo.svg' })
      .refine((fields) => fields.icon === undefined || sitePath.safeParse(fields.icon).success, { message: 'icon must be a site path such as /images/icon.svg' }),
  })
  .strict();

export const contactFinderSchema = z
  .object({
    /** The finder's kind ("distribuidores"): the section's `id`, so `#{finderType}` scrolls to it. */
    finderType: idSchema,
    heading: z.string().trim().min(1).max(120),
    intro: z.string().trim().min(1).max(400).optional(),
    /** Where the map is centred before a contact is chosen. */
    country: z.enum(mapCountries),
    /** The contact fields offered as filter selects, in this order. */
    filters: z
      .array(z.object({ field: z.string().min(1), label: z.string().trim().min(1).max(60) }).strict())
      .max(4)
      .default([]),
    contacts: z
      .array(contactSchema)
      .min(1)
      .refine((contacts) => new Set(contacts.map((contact) => contact.id)).size === contacts.length, { message: 'contact ids must be unique' }),
  })
  .strict();

export type ContactFinderProps = z.output<typeof contactFinderSchema>;
