/**
 * The history's page sizes (spec §9), apart from the contract's zod schemas: the complete
 * history's browser controller reads its address rules with them, and must not bring zod along.
 */

/** Page sizes of the complete history (10 by default) and the preview's 5 items. */
export const HISTORY_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const HISTORY_DEFAULT_PAGE_SIZE = 10;
export const HISTORY_PREVIEW_PAGE_SIZE = 5;
