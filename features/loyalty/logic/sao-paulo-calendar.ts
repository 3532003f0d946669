import { tz } from '@date-fns/tz';
import { isValid, parseISO } from 'date-fns';
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
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?<offset>Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Reads a date the loyalty service sent: a date-time with an offset or `Z` is that instant; a
 * date-time without one is a São Paulo wall-clock time; a calendar day (`YYYY-MM-DD`) is the first
 * instant of that day in São Paulo. Undefined for anything else (blank, another format, 30 February).
 */
export function readLoyaltyDate(value: string | null | undefined): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = ISO_DATE_TIME.exec(text);
  if (!iso) return undefined;
  // With an offset the text names its instant; only a wall-clock time or a day needs the zone
  // (reading through the zone costs about four times as much, for every row of a history).
  const date = iso.groups?.offset ? parseISO(text) : parseISO(text, { in: inSaoPaulo });
  // A plain Date: the zoned one is only for reading, and a Date subclass would not cross to the browser as a Date.
  return isValid(date) ? new Date(date.getTime()) : undefined;
}

const DAY_MS = 86_400_000;
const calendarDay = new Intl.DateTimeFormat('en-US', { timeZone: LOYALTY_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The São Paulo calendar day an instant falls on, counted in days since 1 January 1970 (Intl knows the zone). */
function saoPauloDayNumber(at: Date | number): number {
  const parts = calendarDay.formatToParts(at);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((one) => one.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * How many São Paulo calendar days `to` is after `from` (0 the same day, 1 the next, -1 the day
 * before), whatever the hours. Through one shared Intl formatter: date-fns' zoned dates gave the
 * same answers at some 20 times the cost, paid for every row and expiring lot of a page.
 */
export function saoPauloDaysBetween(from: Date | number, to: Date | number): number {
  return saoPauloDayNumber(to) - saoPauloDayNumber(from);
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
