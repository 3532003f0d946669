/** Phone numbers as editors type them ("+55 11 4000-0000", "0800 770 0000") and the links they become. */

/** The number's digits, with the leading + of an international number kept. */
export function dialString(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

export function telHref(phone: string): string {
  return `tel:${dialString(phone)}`;
}

/** wa.me takes the full international number as digits only, without + or separators. */
export function whatsAppHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
