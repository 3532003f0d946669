import type { ExpiringPoints as ExpiringLots, HistoryItem } from '@/lib/loyalty/contract';
import { readLoyaltyDate, saoPauloDaysBetween } from './sao-paulo-calendar';

/** How long earned points stay valid, in years (the UI writes '3 anos'). */
export const POINTS_VALIDITY_YEARS = 3;

/** The alert looks at points expiring today or, when none do, in the next 45 days. */
export const EXPIRY_WINDOW_DAYS = 45;

/**
 * Whether a row (and its detail sheet) shows its expiring points, expiration date and validity.
 * Not for a redemption, a points transfer or expired points (nothing there can expire); for
 * 'Other transactions' only when its points are positive (zero is not); for every other category,
 * always.
 */
export function showsExpiry(transaction: { pointsAmount: number; category: Pick<HistoryItem['category'], 'kind'> }): boolean {
  const { kind } = transaction.category;
  if (kind === 'other') return transaction.pointsAmount > 0;
  return kind === 'earning';
}

/**
 * The expiring-points alert. `today`: points expire today (São Paulo calendar day, whatever the
 * hour: points due at 00:00 today still count all day). `within-window`: none today, and some
 * expire from tomorrow to 45 days after today, both included. `points` is their total;
 * `latestExpiry` the latest expiration among them and `daysToLatestExpiry` how many calendar days
 * it is after today (0 for `today`, 1 to 45 otherwise).
 */
export type ExpiringPoints =
  | { when: 'none' }
  | { when: 'today' | 'within-window'; points: number; latestExpiry: Date; daysToLatestExpiry: number };

/** A lot's points counted, with when they expire and how many São Paulo days from today. */
interface Expiring {
  points: number;
  at: Date;
  daysAway: number;
}

/**
 * Counts, at `now`, the points of a member's lots (`GET /api/loyalty/expiring-points`: points still
 * valid, the server left out what cannot expire) that expire today, else within the next 45 days.
 * A lot without a readable expiration date, without points, or expired before today counts for nothing.
 */
export function expiringPoints(lots: ExpiringLots['lots'], now: Date | number): ExpiringPoints {
  const upcoming: Expiring[] = lots.flatMap((lot) => {
    const at = readLoyaltyDate(lot.expirationDate);
    if (!at || !(lot.pointsAmount > 0)) return [];
    const daysAway = saoPauloDaysBetween(now, at);
    return daysAway >= 0 && daysAway <= EXPIRY_WINDOW_DAYS ? [{ points: lot.pointsAmount, at, daysAway }] : [];
  });
  const today = upcoming.filter((entry) => entry.daysAway === 0);
  if (today.length > 0) return summary('today', today);
  if (upcoming.length > 0) return summary('within-window', upcoming);
  return { when: 'none' };
}

/** The alert for a set of expiring entries: their total and the latest of them. */
function summary(when: 'today' | 'within-window', entries: readonly Expiring[]): ExpiringPoints {
  const latest = entries.reduce((a, b) => (b.at.getTime() > a.at.getTime() ? b : a));
  return {
    when,
    points: entries.reduce((total, entry) => total + entry.points, 0),
    latestExpiry: latest.at,
    daysToLatestExpiry: latest.daysAway,
  };
}
