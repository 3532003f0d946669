import type { Locale } from '@/lib/i18n/locales';

/** A campaign runs from its start day to its end day, both whole days included (ISO dates, YYYY-MM-DD). */
export interface CampaignWindow {
  startDate: string;
  endDate: string;
}

/**
 * "Today" is the market's calendar day, not the server's (UTC) nor the browser's: the cached page
 * and the visitor's browser then agree on which campaigns run, and a campaign ending on the 28th
 * runs until midnight in Brazil, not until 21:00.
 */
export const campaignTimeZones: Record<Locale, string> = {
  'pt-BR': 'America/Sao_Paulo',
  'es-AR': 'America/Argentina/Buenos_Aires',
  'en-US': 'America/Chicago',
};

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function isoDateIn(now: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether a window contains a calendar day (inclusive at both ends). ISO dates compare as strings. */
export function runsOn(window: CampaignWindow, today: string): boolean {
  return window.startDate <= today && today <= window.endDate;
}

/** Positions of the windows that run on a day: the slides a carousel shows. */
export function activeCampaignIndices(windows: readonly CampaignWindow[], today: string): number[] {
  return windows.flatMap((window, index) => (runsOn(window, today) ? [index] : []));
}

/** The items that run on a day or later: the ones a cached page still needs to carry. */
export function campaignItemsNotEnded<T extends CampaignWindow>(items: readonly T[], today: string): T[] {
  return items.filter((item) => today <= item.endDate);
}

/** Whether a YYYY-MM-DD string names a real calendar day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A campaign day for people ("31 de dezembro de 2030"). The day is a calendar day, not an
 * instant: formatted in UTC from UTC midnight, so no time zone can move it to the day before.
 */
export function formatCampaignDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
