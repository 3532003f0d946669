/** The eight points of the compass, clockwise from north: what a snapped wind direction is shown as. */
export const compassPoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** Spec §9: "wind direction snapped to 45-degree steps". */
export const WIND_STEP_DEGREES = 45;

/**
 * A wind direction (degrees clockwise from north) snapped to the nearest 45-degree step, 0-315:
 * halfway rounds up (22.5 -> 45), and 337.5 or more wraps round to north (0), as does 360.
 */
export function snapWindDirection(degrees: number): number {
  const snapped = Math.round(degrees / WIND_STEP_DEGREES) * WIND_STEP_DEGREES;
  return ((snapped % 360) + 360) % 360;
}

/** The compass point a wind direction is shown as. */
export const compassPointOf = (degrees: number): CompassPoint => compassPoints[snapWindDirection(degrees) / WIND_STEP_DEGREES]!;

/**
 * How far the wind's arrow (drawn pointing north) turns, in degrees: a direction says where the
 * wind comes from, the arrow shows where it blows to, half a turn on.
 */
export const windArrowTurn = (snappedDegrees: number): number => (snappedDegrees + 180) % 360;
