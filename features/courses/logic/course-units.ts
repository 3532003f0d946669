/**
 * A course's units as the player walks them: counted from 0 in code and from 1 in the address and
 * on screen (`/cursos/{slug}` is the first unit, `/cursos/{slug}/{n}` the n-th).
 */

/** Where course pages live, in every locale (a route of app/, like the product pages' `/d/`). */
export const COURSES_ROUTE = '/cursos';

/** The page of a course, or of one of its units (the first unit's is the course's own). */
export const unitPath = (slug: string, unit = 0): string => `${COURSES_ROUTE}/${slug}${unit > 0 ? `/${unit + 1}` : ''}`;

/**
 * The unit the address's segments after the slug name, or null for an address that is no unit of
 * the course: none is the first; `/1` is not (the first unit has one address), nor `/02`, nor more
 * than one segment.
 */
export function unitFromSegments(segments: readonly string[] | undefined, unitCount: number): number | null {
  if (!segments || segments.length === 0) return 0;
  if (segments.length > 1 || !/^[2-9]\d*$|^1\d+$/.test(segments[0]!)) return null;
  const unit = Number(segments[0]) - 1;
  return unit < unitCount ? unit : null;
}

/** Spec §4: "Carousel and course: back disabled at the first item, forward disabled at the last". Null where disabled. */
export function neighbours(unit: number, unitCount: number): { previous: number | null; next: number | null } {
  return { previous: unit > 0 ? unit - 1 : null, next: unit < unitCount - 1 ? unit + 1 : null };
}

/** The share of the course completed, 0 to 1, for Intl's percent. */
export const completedShare = (completed: readonly number[], unitCount: number): number =>
  unitCount > 0 ? Math.min(1, completed.filter((unit) => unit >= 0 && unit < unitCount).length / unitCount) : 0;
