import type { MaturityRange } from '@/lib/catalogue/contract';

/** The bio group, and crop protection with the bio flag, keep only biological products (spec §5). */
export const keepsOnlyBio = (options: { group: 'seeds' | 'crop-protection' | 'biological'; bioOnly?: boolean }) =>
  options.group === 'biological' || (options.group === 'crop-protection' && options.bioOnly === true);

// ---- What a row shows ----------------------------------------------------------------------------

/** Below this width a row's description preview is `NARROW_PREVIEW` characters, else `WIDE_PREVIEW`. */
export const NARROW_WIDTH_PX = 540;
export const NARROW_PREVIEW = 20;
export const WIDE_PREVIEW = 40;
/** An expanded description longer than this is cut here, with 'show more'. */
export const LONG_DESCRIPTION = 250;
/** Downloads shown before 'show all'. */
export const DOWNLOADS_SHOWN = 2;
/** A novelty badge's label longer than `BADGE_MAX` becomes its first `BADGE_KEEP` characters and an ellipsis. */
export const BADGE_MAX = 14;
export const BADGE_KEEP = 11;

/** `text` cut to `length` characters with an ellipsis, whole when it fits. */
export function truncate(text: string, length: number): string {
  const characters = [...text];
  return characters.length <= length ? text : `${characters.slice(0, length).join('').trimEnd()}…`;
}

export const badgeLabel = (label: string) => ([...label].length > BADGE_MAX ? `${[...label].slice(0, BADGE_KEEP).join('')}…` : label);

// ---- Seeds ---------------------------------------------------------------------------------------

/** A maturity range as the facet shows it: '81-95', '136+'. */
export const maturityRangeLabel = (range: MaturityRange) => (range.max === null ? `${range.min}+` : `${range.min}-${range.max}`);
