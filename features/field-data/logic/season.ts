/** The spec's season start (§9): 15 March. */
const SEASON_START = { month: 3, day: 15 } as const;

/** Argentina's clock: the campaign card is for es-AR, and 15 March starts there, not in UTC. */
export const SEASON_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * The season a day belongs to, named by a calendar year: from 15 March on, the day's own year;
 * before it, the previous year (the harvest of the season that began the year before).
 */
export function seasonOf(instant: Date, timeZone: string = SEASON_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const started = month > SEASON_START.month || (month === SEASON_START.month && day >= SEASON_START.day);
  return started ? year : year - 1;
}

/** The years the card asks the partner for: this season and the last. */
export const seasonYears = (season: number): [number, number] => [season, season - 1];
