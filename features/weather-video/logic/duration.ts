/** YouTube's `contentDetails.duration`: ISO 8601 time durations, as `PT1H2M3S`, `PT45S`, `P1DT2H`. */
const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Whole seconds of a duration; null for text that is not one (or is just `P`/`PT`). */
export function durationSeconds(iso: string): number | null {
  const match = ISO_DURATION.exec(iso);
  if (!match || iso === 'P' || iso.endsWith('T')) return null;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/** A player's clock: `4:13`, `0:45`, `1:02:03`; empty when unknown (a live stream answers `P0D`). */
export function formatDuration(iso: string): string {
  const total = durationSeconds(iso);
  if (total === null || total === 0) return '';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
