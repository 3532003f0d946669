import { format, isValid, parse, startOfDay } from 'date-fns';

/** Spec §5: the sowing date is shown and read as dd/MM/yyyy in every locale. */
export const SOWING_DATE_FORMAT = 'dd/MM/yyyy';
const ISO_FORMAT = 'yyyy-MM-dd';

/** The date as the field shows it. */
export const formatSowingDate = (date: Date) => format(date, SOWING_DATE_FORMAT);

/** A dd/MM/yyyy text as a date; null when it is not one (31/02/2027, 1/2/27). */
export function parseSowingDate(text: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const date = parse(text, SOWING_DATE_FORMAT, new Date(0));
  return isValid(date) ? date : null;
}

/** The earliest sowing date: today, in the visitor's calendar. */
export const minSowingDate = (now: Date) => startOfDay(now);

/** Spec §5: minimum today. */
export const isSowingDateAllowed = (date: Date, now: Date) => isValid(date) && startOfDay(date).getTime() >= minSowingDate(now).getTime();

/** The stored form, yyyy-MM-dd (the visitor's calendar day, not UTC). */
export const toIsoDate = (date: Date) => format(date, ISO_FORMAT);

/** A stored yyyy-MM-dd as the visitor's local date; null when invalid. */
export function fromIsoDate(iso: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = parse(iso, ISO_FORMAT, new Date(0));
  return isValid(date) ? date : null;
}
