import { CALCULATOR_PAGE_SIZE, maxPointsFor, rewardsPageSizes, pointsBandIsValid, pointsBands, rewardCategories, rewardCrops, rewardItemTypes, rewardJourneys, type PointsBand } from './points-bands';

describe('the points bands', () => {
  it('are the four tiers by min_points', () => {
    expect(pointsBands).toEqual([0, 50_000, 100_000, 150_000]);
  });

  it.each<[PointsBand, number]>([
    [0, 50_000],
    [50_000, 100_000],
    [100_000, 150_000],
    [150_000, 999_999],
  ])('%i goes up to %i', (minPoints, maxPoints) => {
    expect(maxPointsFor(minPoints)).toBe(maxPoints);
  });

  it('leave no gap and no overlap between one band and the next', () => {
    for (const [index, band] of pointsBands.slice(0, -1).entries()) expect(maxPointsFor(band)).toBe(pointsBands[index + 1]);
  });

  it.each([0, 50_000, 100_000, 150_000])('accepts %i as a band', (value) => {
    expect(pointsBandIsValid(value)).toBe(true);
  });

  it.each([-50_000, 1, 49_999, 50_001, 200_000, 999_999, Number.NaN, 0.5])('refuses %d', (value) => {
    expect(pointsBandIsValid(value)).toBe(false);
  });
});

describe('the filter vocabularies', () => {
  it('are slugs: lower case, no spaces or accents', () => {
    for (const slug of [...rewardItemTypes, ...rewardCrops, ...rewardJourneys, ...rewardCategories]) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("have the spec's entries", () => {
    expect(rewardCrops).toHaveLength(5);
    expect(rewardJourneys).toHaveLength(6);
    expect(rewardCategories).toHaveLength(4);
    expect(rewardItemTypes).toEqual(['service', 'product']);
    expect(CALCULATOR_PAGE_SIZE).toBe(8);
  });
});

describe('the page sizes', () => {
  it("are the calculator's (and phones') 8 and the desktop's 16 (spec §9)", () => {
    expect(rewardsPageSizes).toEqual([CALCULATOR_PAGE_SIZE, 16]);
  });
});
