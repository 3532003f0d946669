import { telHref, whatsAppHref } from '@/components/blocks/contact-us/phone';
import { parseLocation, type LatLng } from './map-view';

/** A contact as the block's props hold it: an id and any fields (schema.ts judges them). */
export interface Contact {
  id: string;
  fields: Readonly<Record<string, string>>;
}

/** Field names the card reads; every other field is the editors' own. */
export const contactCardFields = {
  /** The card's heading (required). */
  title: 'title',
  description: 'description',
  /** A short tag over the title ("Distribuidor", "Consultor"). */
  badge: 'badge',
  /** The company's logo: a site path, e.g. `/images/logo-terralis.svg`. */
  logo: 'logo',
  /** A decorative icon beside the badge: a site path. */
  icon: 'icon',
  /** The postal address, shown in the modal. */
  address: 'address',
  /** Contact details: a phone (`tel:`), a WhatsApp number (`wa.me`), an e-mail (`mailto:`). */
  phone: 'phone',
  whatsapp: 'whatsapp',
  email: 'email',
  /** 'lat lng' in decimal degrees ("-17.7923 -50.9192"); anything else places no marker. */
  location: 'location',
} as const;

/** A contact's way to be reached, as the spec's card lists it (contactDetails). */
export interface ContactDetail {
  kind: 'phone' | 'whatsapp' | 'email';
  label: string;
  value: string;
  href: string;
  isWhatsApp: boolean;
  isEmail: boolean;
}

/** The spec's contact card (§3) from a contact's fields. */
export interface ContactCard {
  id: string;
  title: string;
  description?: string;
  badge?: string;
  logo?: string;
  icon?: string;
  address?: string;
  contactDetails: ContactDetail[];
  /** Where its marker goes; null when the location field is missing or not 'lat lng'. */
  location: LatLng | null;
}

export type DetailLabels = Record<ContactDetail['kind'], string>;

const present = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

export function toContactCard({ id, fields }: Contact, labels: DetailLabels): ContactCard {
  const detail = (kind: ContactDetail['kind'], href: (value: string) => string): ContactDetail[] => {
    const value = present(fields[contactCardFields[kind]]);
    return value ? [{ kind, label: labels[kind], value, href: href(value), isWhatsApp: kind === 'whatsapp', isEmail: kind === 'email' }] : [];
  };
  return {
    id,
    title: fields[contactCardFields.title]!.trim(),
    description: present(fields[contactCardFields.description]),
    badge: present(fields[contactCardFields.badge]),
    logo: present(fields[contactCardFields.logo]),
    icon: present(fields[contactCardFields.icon]),
    address: present(fields[contactCardFields.address]),
    contactDetails: [...detail('phone', telHref), ...detail('whatsapp', whatsAppHref), ...detail('email', (email) => `mailto:${email}`)],
    location: parseLocation(fields[contactCardFields.location]),
  };
}
