/** A star level, 1 to 5. */
export type Stars = 1 | 2 | 3 | 4 | 5;

/** Points where each star level starts: index 0 is 1 star. */
export const STAR_THRESHOLDS: readonly number[] = [0, 15_000, 50_000, 200_000, 550_000];

/**
 * What the impulse card draws. `mode` says whose level it is: `individual` (the member's, from
 * their points) or `family` (the group's starsGroup; the card uses the family wording).
 * `threshold` and `nextThreshold` bound the level in points (`nextThreshold` null at 5 stars);
 * `pointsToNext` is what is left to reach it (0 at 5 stars); `fraction` is the progress within
 * the level, from 0 to 1 (1 at 5 stars); `barFraction` is how far the 5-star bar is filled, star
 * k sitting at (k - 1) / 4, so 1 star with no progress is 0 and 5 stars is 1.
 */
export interface StarProgress {
  mode: 'individual' | 'family';
  stars: Stars;
  threshold: number;
  nextThreshold: number | null;
  pointsToNext: number;
  fraction: number;
  barFraction: number;
}

/** Points as the rules count them: a whole number, never below 0 (a missing or broken value is 0). */
const countablePoints = (points: number) => (Number.isFinite(points) && points > 0 ? Math.floor(points) : 0);

/** The star level points reach (0-14,999: 1 star; 15,000-49,999: 2; 50,000-199,999: 3; 200,000-549,999: 4; 550,000 and more: 5). */
export function starsForPoints(points: number): Stars {
  const reached = countablePoints(points);
  return (STAR_THRESHOLDS.findLastIndex((threshold) => reached >= threshold) + 1) as Stars;
}

/** A star count the service sent, made a level: whole, 1 to 5; undefined when it is not a number. */
function starsFromService(stars: number | null | undefined): Stars | undefined {
  if (typeof stars !== 'number' || !Number.isFinite(stars)) return undefined;
  return Math.min(5, Math.max(1, Math.floor(stars))) as Stars;
}

/**
 * The impulse card's level for `points`. Outside a group (`starsGroup` absent) the level is the
 * one the points reach. In a family group the level is the group's `starsGroup` (the group's
 * level comes from the group's points, which the service sums), and the progress is where
 * `points` stand within that level, held between 0 and 1: pass the group's points when the
 * service sends them, or the bar shows the level without progress.
 */
export function starProgress(points: number, starsGroup?: number | null): StarProgress {
  const reached = countablePoints(points);
  const groupStars = starsFromService(starsGroup);
  const stars = groupStars ?? starsForPoints(reached);
  const threshold = STAR_THRESHOLDS[stars - 1]!;
  const nextThreshold = STAR_THRESHOLDS[stars] ?? null;
  const fraction = nextThreshold === null ? 1 : Math.min(1, Math.max(0, (reached - threshold) / (nextThreshold - threshold)));
  return {
    mode: groupStars === undefined ? 'individual' : 'family',
    stars,
    threshold,
    nextThreshold,
    pointsToNext: nextThreshold === null ? 0 : Math.max(0, nextThreshold - reached),
    fraction,
    barFraction: (stars - 1 + (nextThreshold === null ? 0 : fraction)) / (STAR_THRESHOLDS.length - 1),
  };
}
