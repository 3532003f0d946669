/**
 * The trials' constants without zod (./contract.ts has the schemas): what the browser's trials
 * module imports, so its island carries no parser library.
 */

/** The module shows trials within this distance of the visitor's zip, and says so when there are none. */
export const TRIAL_RADIUS_MILES = 200;
/** "The trials module shows at most 3 cards." */
export const TRIAL_CARD_LIMIT = 3;

/** The seed brands with trials, as their slug appears in routes (/tools/local-yield-results/{brand}). */
export const trialBrands = ['terralis', 'terralis-pro'] as const;
export type TrialBrand = (typeof trialBrands)[number];
