import { tz } from '@date-fns/tz';
import { isSameDay } from 'date-fns';

/** The channel's calendar: 'Hoje' is a day in Brazil, whatever the server's or the browser's zone. */
export const VIDEO_TIME_ZONE = 'America/Sao_Paulo';

const inSaoPaulo = tz(VIDEO_TIME_ZONE);

/** Spec §5: "A video published today shows 'Hoje'": same calendar day in São Paulo as `now`. */
export function publishedToday(publishedAt: string, now: Date): boolean {
  const published = new Date(publishedAt);
  if (Number.isNaN(published.getTime())) return false;
  return isSameDay(published, now, { in: inSaoPaulo });
}
