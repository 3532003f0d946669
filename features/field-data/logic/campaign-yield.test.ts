import type { FieldViewField } from '@/lib/upstreams/field-view/contract';
import { campaignYield, compareWithLastSeason, DEFAULT_CROP, seasonYield } from './campaign-yield';

const field = (name: string, harvests: Record<string, [mass: number, area: number, crop: string]>): FieldViewField => ({
  properties: { name },
  harvestContents: Object.fromEntries(Object.entries(harvests).map(([year, [totalWetMass, totalHarvestedArea, cropName]]) => [year, { totalWetMass, totalHarvestedArea, cropName }])),
  plantingContents: {},
});

const fields = [
  field('Lote 1', { '2026': [1_224_000, 120, 'Corn'], '2025': [1_128_000, 120, 'Corn'] }),
  field('Lote 4', { '2026': [760_000, 80, 'Corn'], '2025': [742_000, 80, 'Corn'] }),
  field('Lote 7', { '2026': [207_000, 60, 'Soybeans'] }),
  field('Lote 9', {}),
];

describe('seasonYield', () => {
  it.each<[string, readonly FieldViewField[], number, string | undefined, number | null]>([
    ['weighs each field by its area, kg to t (Corn by default)', fields, 2026, undefined, 9.92],
    ['the last season likewise', fields, 2025, undefined, 9.35],
    ['another crop on its own', fields, 2026, 'Soybeans', 3.45],
    ['compares crop names without case', fields, 2026, 'corn', 9.92],
    ['rounds to 2 decimals', [field('a', { '2026': [1_000_000, 300, 'Corn'] })], 2026, undefined, 3.33],
    ['no harvest that season', fields, 2024, undefined, null],
    ['no field at all', [], 2026, undefined, null],
    ['a harvest with no area counts for nothing', [field('a', { '2026': [0, 0, 'Corn'] })], 2026, undefined, null],
  ])('%s', (_, input, season, crop, expected) => {
    expect(seasonYield(input, season, crop)).toBe(expected);
  });

  it('has Corn as the default crop', () => {
    expect(DEFAULT_CROP).toBe('Corn');
  });
});

describe('compareWithLastSeason', () => {
  it.each([
    [9.92, 9.35, { direction: 'more', year: 2025 }, 6.096],
    [8, 10, { direction: 'less', year: 2025 }, -20],
    [10, 10, { direction: 'more', year: 2025 }, 0],
  ] as const)('%d against %d', (current, previous, expected, percent) => {
    const comparison = compareWithLastSeason(current, previous, 2026);
    expect(comparison).toMatchObject(expected);
    expect(comparison!.percent).toBeCloseTo(percent, 2);
  });

  it('has nothing to compare without a last season', () => {
    expect(compareWithLastSeason(9.92, null, 2026)).toBeNull();
    expect(compareWithLastSeason(9.92, 0, 2026)).toBeNull();
  });
});

describe('campaignYield', () => {
  it("is this season's yield against the last", () => {
    expect(campaignYield(fields, 2026)).toMatchObject({ season: 2026, crop: 'Corn', tonnesPerHectare: 9.92, comparison: { direction: 'more', year: 2025 } });
  });

  it('is null for a season without a harvest of the crop', () => {
    expect(campaignYield(fields, 2027)).toBeNull();
  });
});
