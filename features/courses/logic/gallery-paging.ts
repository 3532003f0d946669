/** Spec §9: "Course gallery shows 8, then 8 more per click." */
export const GALLERY_STEP = 8;

/** How many cards show at first: a step, or all of them when there are fewer. */
export const initiallyShown = (total: number): number => Math.min(GALLERY_STEP, Math.max(0, total));

/** How many show after one more click on 'show more': a step more, never past the last card. */
export const shownAfterMore = (shown: number, total: number): number => Math.min(shown + GALLERY_STEP, Math.max(0, total));

/** Whether 'show more' still has cards to show. */
export const hasMore = (shown: number, total: number): boolean => shown < total;
