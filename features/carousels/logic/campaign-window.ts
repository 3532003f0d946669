import type { Locale } from '@/lib/i18n/locales';

/**
 * A campaign's window as the CMS wrote it. Each end is a calendar day (`2026-03-20`) or an ISO 8601
 * date-time (`2026-03-20T18:00:00-03:00`, `2026-03-20T21:00:00Z`, or `2026-03-20T18:00` read in
 * the market's time zone). A day counts whole: from its first to its last millisecond in the
 * market's time zone. A date-time at midnight (`2026-03-20T00:00:00.000-03:00`) is what a date
 * picker without a time sends for a day, so it counts as that day, as written. Any other date-time
 * is that instant. Both ends are included.
 */
export interface CampaignWindow {
  startDate: string;
  endDate: string;
}

/** A window resolved in a time zone: its first and last instants (epoch ms), both included. */
export interface CampaignSpan {
  startsAt: number;
  endsAt: number;
}

/**
 * The market's clock, not the server's (UTC) nor the browser's: the cached page and the visitor's
 * browser then agree on which campaigns run, and a campaign ending on the 28th runs until
 * midnight in Brazil, not until 21:00.
 */
export const campaignTimeZones: Record<Locale, string> = {
  'pt-BR': 'America/Sao_Paulo',
  'es-AR': 'America/Argentina/Buenos_Aires',
  'en-US': 'America/Chicago',
};

/** One end of a window, read: a whole day, an exact instant, or a wall-clock time of the market. */
export type CampaignMoment =
  | { kind: 'day'; day: string }
  | { kind: 'instant'; at: number }
  | { kind: 'wall-clock'; day: string; hour: number; minute: number; second: number; millisecond: number };

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Whether a YYYY-MM-DD string names a real calendar day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Minutes east of UTC of an ISO offset ('Z', '+05:30', '-0300', '-03'). */
function offsetMinutes(zone: string): number | undefined {
  if (zone.toUpperCase() === 'Z') return 0;
  const [, sign, hours, minutes = '0'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** Reads one end of a window; undefined when it is neither a calendar day nor an ISO 8601 date-time. */
export function parseCampaignMoment(value: string): CampaignMoment | undefined {
  if (isCalendarDate(value)) return { kind: 'day', day: value };
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  const [, day, hh, mm, ss = '0', fraction = '0', zone] = match as unknown as [string, string, string, string, string?, string?, string?];
  const [hour, minute, second] = [Number(hh), Number(mm), Number(ss)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (hour === 0 && minute === 0 && second === 0 && millisecond === 0) return { kind: 'day', day };
  if (zone === undefined) return { kind: 'wall-clock', day, hour, minute, second, millisecond };
  const offset = offsetMinutes(zone);
  if (offset === undefined) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { kind: 'instant', at: Date.UTC(year, month - 1, date, hour, minute, second, millisecond) - offset * 60_000 };
}

/** Whether a string is a window end the carousel understands (a calendar day or an ISO 8601 date-time). */
export const isCampaignMoment = (value: string) => parseCampaignMoment(value) !== undefined;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetAt(epoch: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(epoch)).map(({ type, value }) => [type, Number(value)]));
  const wallClockAsUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wallClockAsUtc - Math.floor(epoch / 1000) * 1000;
}

/** The instant a wall-clock time of a day has in a time zone (its offset read at that very instant, so daylight saving time is right). */
function zonedInstant(day: string, timeZone: string, hour = 0, minute = 0, second = 0, millisecond = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClockAsUtc = Date.UTC(year, month - 1, date, hour, minute, second, millisecond);
  const guess = wallClockAsUtc - zoneOffsetAt(wallClockAsUtc, timeZone);
  return wallClockAsUtc - zoneOffsetAt(guess, timeZone);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function readMoment(value: string): CampaignMoment {
  const moment = parseCampaignMoment(value);
  if (!moment) throw new Error(`Not a campaign date: "${value}"`);
  return moment;
}

function firstInstant(moment: CampaignMoment, timeZone: string): number {
  if (moment.kind === 'instant') return moment.at;
  if (moment.kind === 'day') return zonedInstant(moment.day, timeZone);
  return zonedInstant(moment.day, timeZone, moment.hour, moment.minute, moment.second, moment.millisecond);
}

function lastInstant(moment: CampaignMoment, timeZone: string): number {
  // A day ends one millisecond before the next one starts (23 or 25 hours on a daylight-saving day).
  return moment.kind === 'day' ? zonedInstant(nextDay(moment.day), timeZone) - 1 : firstInstant(moment, timeZone);
}

/** A window (validated: both ends readable) resolved in a market's time zone. */
export function campaignSpan(window: CampaignWindow, timeZone: string): CampaignSpan {
  return { startsAt: firstInstant(readMoment(window.startDate), timeZone), endsAt: lastInstant(readMoment(window.endDate), timeZone) };
}

/** Whether a span contains an instant (both ends included). */
export function runsAt(span: CampaignSpan, now: number): boolean {
  return span.startsAt <= now && now <= span.endsAt;
}

/** Positions of the spans that run at an instant: the slides a carousel shows. */
export function activeCampaignIndices(spans: readonly CampaignSpan[], now: number): number[] {
  return spans.flatMap((span, index) => (runsAt(span, now) ? [index] : []));
}

/** Whether a window is not empty, read in every market's time zone (a schema cannot know which market a page is for). */
export function endsAfterItStarts(window: CampaignWindow): boolean {
  if (!isCampaignMoment(window.startDate) || !isCampaignMoment(window.endDate)) return true;
  return Object.values(campaignTimeZones).every((timeZone) => {
    const span = campaignSpan(window, timeZone);
    return span.startsAt <= span.endsAt;
  });
}

/**
 * How a campaign's end reads to people: the day ("31 de dezembro de 2030") when it ends with a
 * day, the day and time in the market's time zone ("20 de março de 2026 18:00") when it ends at
 * an instant; and the matching `datetime` of a <time> element. A day is a calendar day, not an
 * instant: formatted in UTC from UTC midnight, so no time zone can move it to the day before.
 */
export function campaignEnd(endDate: string, locale: Locale, timeZone: string): { text: string; dateTime: string } {
  const moment = readMoment(endDate);
  if (moment.kind === 'day') {
    const text = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${moment.day}T00:00:00Z`));
    return { text, dateTime: moment.day };
  }
  const end = new Date(lastInstant(moment, timeZone));
  return { text: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(end), dateTime: end.toISOString() };
}
