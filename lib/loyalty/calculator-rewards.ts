import { z } from 'zod';
import {
  CALCULATOR_PAGE_SIZE,
  pointsBands,
  rewardCategories,
  rewardCrops,
  rewardItemTypes,
  rewardJourneys,
  rewardsPageSizes,
  type PointsBand,
  type RewardCategory,
  type RewardCrop,
  type RewardItemType,
  type RewardJourney,
  type RewardsPageSize,
} from './points-bands';

/**
 * The contract of `GET /api/calculator-rewards` (the calculator's rewards catalogue, public), for
 * the route that answers it and the browser that calls it: the query and the answer in zod.
 * The bands and vocabularies are ./points-bands.ts (no zod).
 */

/** The route's last page: at 8 a page, 800 rewards under one filter is more than the catalogue holds. */
export const CALCULATOR_MAX_PAGE = 100;

// Digits only: `Number()` would also take ' ', '1e3' or '0x10', and one answer would have many addresses.
const wholeNumber = z
  .string()
  .regex(/^(0|[1-9]\d{0,8})$/, 'must be a whole number')
  .transform(Number);

const queryFields = {
  item_type: z.enum(rewardItemTypes).default('service'),
  min_points: wholeNumber.pipe(z.literal(pointsBands, { error: `must be one of ${pointsBands.join(', ')}` })).default(0),
  service_crop: z.enum(rewardCrops).optional(),
  service_journey: z.enum(rewardJourneys).optional(),
  service_category: z.enum(rewardCategories).optional(),
  page: wholeNumber.pipe(z.number().min(1).max(CALCULATOR_MAX_PAGE)).default(1),
  items_per_page: wholeNumber.pipe(z.literal(rewardsPageSizes, { error: `must be one of ${rewardsPageSizes.join(', ')}` })).default(CALCULATOR_PAGE_SIZE),
};

/**
 * `GET /api/calculator-rewards?item_type&min_points&service_crop&service_journey&service_category&page&items_per_page`,
 * each at most once (items_per_page 8, the default, or 16). Read a URL's parameters with `calculatorRewardsQueryFromSearchParams`, which
 * takes an empty or `null` value as absent (the spec's callers omit null parameters).
 */
export const calculatorRewardsQuerySchema = z
  .looseObject(queryFields)
  .superRefine((query, ctx) => {
    // Named one by one (a strict object would say "unrecognized keys" without a field).
    for (const name of Object.keys(query)) if (!(name in queryFields)) ctx.addIssue({ code: 'custom', path: [name], message: 'is not a parameter of this route' });
  })
  .transform(({ item_type, min_points, service_crop, service_journey, service_category, page, items_per_page }) => ({
    item_type,
    min_points,
    service_crop,
    service_journey,
    service_category,
    page,
    items_per_page,
  }));
export type CalculatorRewardsQuery = z.output<typeof calculatorRewardsQuerySchema>;

/** Values a caller sends for "no filter". */
const ABSENT = new Set(['', 'null', 'undefined']);

/** The route's query from a URL's parameters; a parameter given twice is refused (its value becomes a list). */
export function calculatorRewardsQueryFromSearchParams(params: URLSearchParams) {
  const fields: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name).filter((value) => !ABSENT.has(value.trim()));
    if (values.length > 0) fields[name] = values.length === 1 ? values[0]! : values;
  }
  return calculatorRewardsQuerySchema.safeParse(fields);
}

/** What the calculator asks for; a null or missing filter is left out of the address. */
export interface CalculatorRewardsFilters {
  item_type?: RewardItemType;
  min_points?: PointsBand;
  service_crop?: RewardCrop | null;
  service_journey?: RewardJourney | null;
  service_category?: RewardCategory | null;
  page?: number;
  items_per_page?: RewardsPageSize;
}

/**
 * The route's query string for `filters` (null parameters omitted, as the spec says; so is the
 * default page size, so that one answer has one address in the CDN).
 */
export function calculatorRewardsSearchParams(filters: CalculatorRewardsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value === undefined || (name === 'items_per_page' && value === CALCULATOR_PAGE_SIZE)) continue;
    params.set(name, String(value));
  }
  return params;
}

// ---- The answer ------------------------------------------------------------------------------------

export const calculatorRewardSchema = z.object({
  /** Stable across requests (a React key), not the vendor's. */
  id: z.string().min(1),
  name: z.string(),
  /** The reward's page: absolute http(s) or a path on this site; null when the programme gave none usable. */
  url: z.string().nullable(),
  /** Its image, by the same rule. */
  imageUrl: z.string().nullable(),
  points: z.number().int().min(0),
});
export type CalculatorReward = z.output<typeof calculatorRewardSchema>;

export const calculatorRewardsSchema = z.object({
  items: z.array(calculatorRewardSchema),
  page: z.number().int().min(1),
  /** The next page's number, null on the last page. */
  nextPage: z.number().int().min(2).nullable(),
});
export type CalculatorRewards = z.output<typeof calculatorRewardsSchema>;
