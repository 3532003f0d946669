/** The service's local times carry their offset as `-0300`; `Date.parse` wants `-03:00`. */
const instantOf = (localTime: string) => Date.parse(localTime.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));

/**
 * Hours of daylight between sunrise and sunset, to 1 decimal (spec §9). Null where the sun does
 * not rise or set that day (the service sends null), or for times that cannot be read.
 */
export function daylightHours(sunrise: string | null, sunset: string | null): number | null {
  if (sunrise === null || sunset === null) return null;
  const milliseconds = instantOf(sunset) - instantOf(sunrise);
  if (!Number.isFinite(milliseconds) || milliseconds <= 0) return null;
  return Math.round(milliseconds / 360_000) / 10;
}
