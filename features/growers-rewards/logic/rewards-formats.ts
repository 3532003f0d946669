import { tz } from '@date-fns/tz';
import { isValid, parseISO } from 'date-fns';
import type { Locale } from '@/lib/i18n/locales';
import { PROGRAMME_TIME_ZONE, readProgrammeDate, utcMidnight } from './central-calendar';

/**
 * The growers' rewards widget's words for dates and money. The programme is American: amounts are
 * always USD, and the widget is shown in en-US (the locale is a parameter so the same functions
 * serve a page in another language).
 */

/** Intl formatters are costly to build and a widget formats many values: one per locale. */
function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    let one = built.get(locale);
    if (!one) {
      one = build(locale);
      built.set(locale, one);
    }
    return one;
  };
}

// A programme date is a calendar day, not an instant: written from its UTC midnight in UTC, no zone can move it.
const programmeDateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }));

/** A programme date as the banner writes it: '2027-01-01' -> 'January 1, 2027'; '' (and a warning) for an invalid date. */
export function formatProgrammeDate(date: string, locale: Locale = 'en-US'): string {
  const day = readProgrammeDate(date);
  if (!day) return '';
  return programmeDateFormat(locale).format(utcMidnight(day));
}

const amountFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }),
);

/**
 * A rewards amount in USD, cents always shown: '$1,875.50', '$1,500.00'. A reversal keeps its
 * minus ('-$12.50'); an amount that is not a number shows as '$0.00' rather than '$NaN'.
 */
export function formatRewardsAmount(amount: number, locale: Locale = 'en-US'): string {
  return amountFormat(locale).format(Number.isFinite(amount) ? amount : 0);
}

const inCentral = tz(PROGRAMME_TIME_ZONE);

/** ISO 8601 day, optionally with a time and an offset; parseISO alone would also take '2026', '2026-W45' or '20261103'. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?<offset>Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const activityDateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: PROGRAMME_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' }),
);

/**
 * An activity's date, the Central-time day it happened: '2026-11-03T18:00:00Z' -> 'Nov 3, 2026'.
 * With an offset or `Z` the text is that instant; without one it is a Central wall-clock time, and
 * a bare day is that day (never the host's zone). '' for text that is not such a date.
 */
export function formatActivityDate(iso: string, locale: Locale = 'en-US'): string {
  const text = typeof iso === 'string' ? iso.trim() : '';
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return '';
  const date = match.groups?.offset ? parseISO(text) : parseISO(text, { in: inCentral });
  return isValid(date) ? activityDateFormat(locale).format(date) : '';
}
