import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The programme's clock. 'Today', 'yesterday' and 'expires in N days' are days of the farmer's
 * calendar in Brazil, never the server's (UTC) nor the browser's: a transaction at 23:30 in São
 * Paulo is that day's, even though UTC has moved on. The zone database knows Brazil's daylight
 * saving history (it started at midnight until 2019, so some days had no 00:00), so no offset is
 * written by hand.
 */
export const LOYALTY_TIME_ZONE = 'America/Sao_Paulo';

const inSaoPaulo = tz(LOYALTY_TIME_ZONE);

/** ISO 8601 calendar day, optionally with a time and an offset; parseISO alone would also take '2026', '2026-W05' or '20260520'. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Reads a date the loyalty service sent: a date-time with an offset or `Z` is that instant; a
 * date-time without one is a São Paulo wall-clock time; a calendar day (`YYYY-MM-DD`) is the first
 * instant of that day in São Paulo. Undefined for anything else (blank, another format, 30 February).
 */
export function readLoyaltyDate(value: string | null | undefined): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!ISO_DATE_TIME.test(text)) return undefined;
  const date = parseISO(text, { in: inSaoPaulo });
  // A plain Date: the zoned one is only for reading, and a Date subclass would not cross to the browser as a Date.
  return isValid(date) ? new Date(date.getTime()) : undefined;
}

/** How many São Paulo calendar days `to` is after `from` (0 the same day, 1 the next, -1 the day before), whatever the hours. */
export function saoPauloDaysBetween(from: Date | number, to: Date | number): number {
  return differenceInCalendarDays(to, from, { in: inSaoPaulo });
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** An instant's São Paulo calendar day, written numerically in a locale (pt-BR '20/05/2026', en-US '05/20/2026'). */
export function formatLoyaltyDay(at: Date | number, locale: Locale): string {
  let dayFormat = dayFormats.get(locale);
  if (!dayFormat) {
    dayFormat = new Intl.DateTimeFormat(locale, { timeZone: LOYALTY_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(locale, dayFormat);
  }
  return dayFormat.format(at);
}
