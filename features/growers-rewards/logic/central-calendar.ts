import { TZDate } from '@date-fns/tz';
import { log } from '@/lib/log';

/**
 * The growers' rewards programme's clock: its periods end at the end of a day in US Central time,
 * whatever the server's or the browser's zone. The zone database knows daylight saving (UTC-5 in
 * summer time, UTC-6 otherwise), so no offset is written by hand.
 */
export const PROGRAMME_TIME_ZONE = 'America/Chicago';

/** A calendar day as the programme's configuration writes it. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a `YYYY-MM-DD` string, if it exists ('2027-02-30' does not). */
function calendarDay(date: string): CalendarDay | undefined {
  const match = typeof date === 'string' ? CALENDAR_DATE.exec(date) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const utc = utcMidnight({ year, month, day });
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? { year, month, day } : undefined;
}

/** Midnight UTC of a day (a day past the month's end rolls over); setUTCFullYear because Date.UTC reads years 0-99 as 1900-1999. */
export function utcMidnight({ year, month, day }: CalendarDay): Date {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
}

/**
 * Reads a programme date. A date that is not a real `YYYY-MM-DD` day is a configuration mistake:
 * logged (once per reading, so one bad field is one line) and undefined.
 */
export function readProgrammeDate(date: string): CalendarDay | undefined {
  const day = calendarDay(date);
  if (!day) log.warn('growers_rewards.invalid_programme_date', { date });
  return day;
}

/** A wall-clock time of a day in Central time, as a plain Date (a TZDate would not cross to the browser as a Date). */
function centralTime(date: string, hours: number, minutes: number, seconds: number, ms: number): Date {
  const day = readProgrammeDate(date);
  if (!day) return new Date(NaN);
  // Set after construction for the same reason as utcMidnight: the constructor moves years 0-99.
  const at = new TZDate(2000, 0, 1, PROGRAMME_TIME_ZONE);
  at.setFullYear(day.year, day.month - 1, day.day);
  at.setHours(hours, minutes, seconds, ms);
  return new Date(at.getTime());
}

/** The first instant (00:00 Central) of a `YYYY-MM-DD` day; an invalid Date (and a warning) for anything else. */
export function startOfCentralDay(date: string): Date {
  return centralTime(date, 0, 0, 0, 0);
}

/** The last instant (23:59:59.999 Central) of a `YYYY-MM-DD` day; an invalid Date (and a warning) for anything else. */
export function endOfCentralDay(date: string): Date {
  return centralTime(date, 23, 59, 59, 999);
}

/**
 * The calendar day after a `YYYY-MM-DD` day, counted on the calendar alone (no instant, so no zone
 * can move it): '2027-08-31' -> '2027-09-01'. Undefined (and a warning) for an invalid date.
 */
export function nextCalendarDay(date: string): string | undefined {
  const day = readProgrammeDate(date);
  if (!day) return undefined;
  const next = utcMidnight({ ...day, day: day.day + 1 });
  return next.toISOString().slice(0, 10);
}
