import type { FieldViewField } from '@/lib/upstreams/field-view/contract';

/** The spec's default crop (§9). */
export const DEFAULT_CROP = 'Corn';

const KG_PER_TONNE = 1000;

/** Rounded as the card shows it: the spec's 2 decimals. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * The average yield of `crop` in `season` over the user's fields, in t/ha (wet mass in kg over
 * harvested hectares, divided by 1000, 2 decimals): the fields' total mass over their total area,
 * so a large field weighs more than a small one. Null when no field harvested that crop that year.
 */
export function seasonYield(fields: readonly FieldViewField[], season: number, crop: string = DEFAULT_CROP): number | null {
  let mass = 0;
  let area = 0;
  for (const field of fields) {
    const harvest = field.harvestContents[String(season)];
    if (!harvest || harvest.cropName.toLowerCase() !== crop.toLowerCase()) continue;
    mass += harvest.totalWetMass;
    area += harvest.totalHarvestedArea;
  }
  return area > 0 ? twoDecimals(mass / area / KG_PER_TONNE) : null;
}

export interface YieldComparison {
  /** Change against the last season, in percent (positive: more). */
  percent: number;
  /** 'more' reads 'más que {year}', 'less' 'menos que {year}'. */
  direction: 'more' | 'less';
  /** The season compared with. */
  year: number;
}

/** This season against the last, as the yields the card shows; null without a last season to compare with. */
export function compareWithLastSeason(current: number, previous: number | null, season: number): YieldComparison | null {
  if (previous === null || previous === 0) return null;
  const percent = ((current - previous) / previous) * 100;
  return { percent, direction: percent < 0 ? 'less' : 'more', year: season - 1 };
}

export interface CampaignYield {
  season: number;
  crop: string;
  /** t/ha, 2 decimals. */
  tonnesPerHectare: number;
  comparison: YieldComparison | null;
}

/** What the standard card shows; null when the season has no harvest of the crop (the empty card). */
export function campaignYield(fields: readonly FieldViewField[], season: number, crop: string = DEFAULT_CROP): CampaignYield | null {
  const current = seasonYield(fields, season, crop);
  if (current === null) return null;
  return { season, crop, tonnesPerHectare: current, comparison: compareWithLastSeason(current, seasonYield(fields, season - 1, crop), season) };
}
