import { telHref } from '@/components/blocks/contact-us/phone';
import type { AdvisorContact, ContactUs } from './contact-information';

/** One way to reach a contact: what it is (its label in the messages) and its value. */
export type ContactChannel = { kind: 'supportPhone' | 'phone' | 'mobile' | 'whatsapp' | 'email'; value: string; href: string } | { kind: 'hours' };

/** Brazil's country code: the programme's numbers come without it. */
const BRAZIL = '55';

/**
 * wa.me takes the full international number as digits only. A Brazilian number written the national
 * way (area code + 8 or 9 digits, perhaps with a leading 0 trunk prefix) gets the country code.
 */
export function whatsAppLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.replace(/^0/, '');
  const international = !phone.trim().startsWith('+') && (national.length === 10 || national.length === 11) ? `${BRAZIL}${national}` : digits;
  return `https://wa.me/${international}`;
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function phoneChannel(kind: 'supportPhone' | 'phone' | 'mobile', value: string | undefined): ContactChannel[] {
  return present(value) ? [{ kind, value, href: telHref(value) }] : [];
}
function whatsAppChannel(value: string | undefined): ContactChannel[] {
  return present(value) ? [{ kind: 'whatsapp', value, href: whatsAppLink(value) }] : [];
}
function emailChannel(value: string | undefined): ContactChannel[] {
  return present(value) ? [{ kind: 'email', value, href: `mailto:${value.trim()}` }] : [];
}

/** How a contact shows: its card holds the summary, its 'see more' dialog every channel. */
export interface ContactChannels {
  summary: ContactChannel[];
  all: ContactChannel[];
}

/** The programme's general contact: the support line and its hours first, then WhatsApp (the phone when none is given) and e-mail. */
export function generalChannels(contact: ContactUs): ContactChannels {
  const summary = [...phoneChannel('supportPhone', contact.phone), { kind: 'hours' } as const];
  return { summary, all: [...summary, ...whatsAppChannel(present(contact.whatsapp) ? contact.whatsapp : contact.phone), ...emailChannel(contact.email)] };
}

/** An advisor: the first channel (usually the phone) on the card; the phone, mobile, WhatsApp (the mobile) and e-mail in the dialog. */
export function advisorChannels(advisor: AdvisorContact): ContactChannels {
  const all = [...phoneChannel('phone', advisor.phoneAdvisor), ...phoneChannel('mobile', advisor.mobileAdvisor), ...whatsAppChannel(advisor.mobileAdvisor), ...emailChannel(advisor.emailAdvisor)];
  return { summary: all.slice(0, 1), all };
}
