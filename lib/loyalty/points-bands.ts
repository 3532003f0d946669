/**
 * The calculator's rewards catalogue: points bands, filter vocabularies and page size (spec
 * marketing-forms-calculator-trials §9 "Calculator points tiers", "Filters"). Plain constants with
 * no zod, so browser code (the tab bar, the dropdowns) reads them without the schemas' weight.
 * Slugs are ours; the vendor's Portuguese facet names live in its contract
 * (lib/upstreams/loyalty/contract.ts).
 */

/** The bands by their `min_points`: under 50,000, 50,000-100,000, 100,000-150,000, 150,000 and over. */
export const pointsBands = [0, 50_000, 100_000, 150_000] as const;
export type PointsBand = (typeof pointsBands)[number];

/** The top band is shown as "up to 999.999": its request's max_points. */
export const TOP_BAND_MAX_POINTS = 999_999;
const BAND_WIDTH = 50_000;

export const pointsBandIsValid = (minPoints: number): minPoints is PointsBand => (pointsBands as readonly number[]).includes(minPoints);

/** A band's `max_points`: min_points + 50,000, or 999,999 for the top band. */
export const maxPointsFor = (minPoints: PointsBand): number => (minPoints === pointsBands.at(-1) ? TOP_BAND_MAX_POINTS : minPoints + BAND_WIDTH);

/** The results tabs: Services / Products. */
export const rewardItemTypes = ['service', 'product'] as const;
export type RewardItemType = (typeof rewardItemTypes)[number];

/** Culture filter (the vendor's Algodão, Café, Cana, Milho, Soja). */
export const rewardCrops = ['cotton', 'coffee', 'sugarcane', 'corn', 'soy'] as const;
export type RewardCrop = (typeof rewardCrops)[number];

/** Journey stage filter (Colheita, Compra, Na safra, Planejamento, Plantio, Pré plantio). */
export const rewardJourneys = ['harvest', 'purchase', 'in-season', 'planning', 'planting', 'pre-planting'] as const;
export type RewardJourney = (typeof rewardJourneys)[number];

/** Category filter. */
export const rewardCategories = ['agro-software', 'agronomic-consulting', 'personalized-consulting', 'courses-and-training'] as const;
export type RewardCategory = (typeof rewardCategories)[number];

/** The calculator lists 8 rewards a page. */
export const CALCULATOR_PAGE_SIZE = 8;

/** The pages the rewards route serves (spec §9 "Services page size"): 8 on phones and the calculator, 16 on desktop. */
export const rewardsPageSizes = [CALCULATOR_PAGE_SIZE, 16] as const;
export type RewardsPageSize = (typeof rewardsPageSizes)[number];
