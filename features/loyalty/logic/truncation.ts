/** Under this viewport width (px) a history row's description is cut shorter. */
export const NARROW_VIEWPORT_MAX_WIDTH = 540;

/** Characters of a history row's description: 20 under 540 px wide, 40 from 540 px. */
export const HISTORY_DESCRIPTION_LIMITS = { narrow: 20, wide: 40 } as const;

/** Characters of an order item's description in the transaction detail sheet. */
export const ORDER_ITEM_DESCRIPTION_LIMIT = 30;

/** What a cut text ends with: one character, the horizontal ellipsis. */
export const ELLIPSIS = '…';

/** The description limit for a viewport `width` px wide (below 540: narrow). */
export function historyDescriptionLimit(width: number): number {
  return width < NARROW_VIEWPORT_MAX_WIDTH ? HISTORY_DESCRIPTION_LIMITS.narrow : HISTORY_DESCRIPTION_LIMITS.wide;
}

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/**
 * `text` cut to `limit` characters as a reader counts them (grapheme clusters: an emoji, a flag,
 * a letter with its combining accents is one, never split). A text of at most `limit` characters
 * is returned as it is; a longer one keeps its first `limit` characters, without the spaces they
 * end with, followed by `…`. The caller shows the whole text to assistive technology.
 */
export function truncate(text: string, limit: number): string {
  const keep = Math.max(0, Math.floor(limit));
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length === keep) return kept.join('').trimEnd() + ELLIPSIS;
    kept.push(segment);
  }
  return text;
}
