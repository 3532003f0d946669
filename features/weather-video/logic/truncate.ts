/**
 * Spec §9: "Mobile video title truncation 45/70/90 by width; description 140 tablet, 93 desktop".
 * The widths are the site's breakpoints (components/theme: sm 600, md 900, lg 1200); a phone under
 * 400 px gets the shortest title. The CSS mirrors them in weather-video.module.css.
 */
export const NARROW_PHONE_MAX = 399;
export const TABLET_MIN = 600;
export const DESKTOP_MIN = 1200;

/** Cut to `max` characters, the last being an ellipsis; whole text when it fits. Counts code points, so no emoji is split. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The title's length at a viewport width: 45 on a narrow phone, 70 on a phone, 90 from a tablet up. */
export function titleLimit(width: number): number {
  if (width <= NARROW_PHONE_MAX) return 45;
  if (width < TABLET_MIN) return 70;
  return 90;
}

/** The description's length: 93 on a desktop (beside the player), 140 below (under it). */
export function descriptionLimit(width: number): number {
  return width >= DESKTOP_MIN ? 93 : 140;
}
