import { STAR_THRESHOLDS, starProgress, starsForPoints } from './star-level';

describe('STAR_THRESHOLDS', () => {
  it('are the spec’s 0, 15,000, 50,000, 200,000 and 550,000', () => {
    expect(STAR_THRESHOLDS).toEqual([0, 15_000, 50_000, 200_000, 550_000]);
  });
});

describe('starsForPoints', () => {
  it.each([
    [0, 1],
    [14_999, 1],
    [14_999.9, 1],
    [15_000, 2],
    [49_999, 2],
    [50_000, 3],
    [199_999, 3],
    [200_000, 4],
    [549_999, 4],
    [550_000, 5],
    [10_000_000, 5],
    // Broken values count as no points.
    [-1, 1],
    [-20_000, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%d points: %d stars', (points, stars) => {
    expect(starsForPoints(points)).toBe(stars);
  });
});

describe('starProgress outside a group', () => {
  it.each([
    [0, { stars: 1, threshold: 0, nextThreshold: 15_000, pointsToNext: 15_000, fraction: 0, barFraction: 0 }],
    [7_500, { stars: 1, threshold: 0, nextThreshold: 15_000, pointsToNext: 7_500, fraction: 0.5, barFraction: 0.125 }],
    [15_000, { stars: 2, threshold: 15_000, nextThreshold: 50_000, pointsToNext: 35_000, fraction: 0, barFraction: 0.25 }],
    [32_500, { stars: 2, threshold: 15_000, nextThreshold: 50_000, pointsToNext: 17_500, fraction: 0.5, barFraction: 0.375 }],
    [49_999, { stars: 2, threshold: 15_000, nextThreshold: 50_000, pointsToNext: 1, fraction: 34_999 / 35_000, barFraction: (1 + 34_999 / 35_000) / 4 }],
    [125_000, { stars: 3, threshold: 50_000, nextThreshold: 200_000, pointsToNext: 75_000, fraction: 0.5, barFraction: 0.625 }],
    [200_000, { stars: 4, threshold: 200_000, nextThreshold: 550_000, pointsToNext: 350_000, fraction: 0, barFraction: 0.75 }],
    [550_000, { stars: 5, threshold: 550_000, nextThreshold: null, pointsToNext: 0, fraction: 1, barFraction: 1 }],
    [2_000_000, { stars: 5, threshold: 550_000, nextThreshold: null, pointsToNext: 0, fraction: 1, barFraction: 1 }],
    [-50, { stars: 1, threshold: 0, nextThreshold: 15_000, pointsToNext: 15_000, fraction: 0, barFraction: 0 }],
    [Number.NaN, { stars: 1, threshold: 0, nextThreshold: 15_000, pointsToNext: 15_000, fraction: 0, barFraction: 0 }],
  ])('%d points', (points, expected) => {
    expect(starProgress(points)).toEqual({ mode: 'individual', ...expected });
    expect(starProgress(points, null)).toEqual({ mode: 'individual', ...expected });
  });
});

describe('starProgress in a family group (starsGroup)', () => {
  it.each([
    // The group's level, and the points' progress within it.
    [60_000, 3, { stars: 3, threshold: 50_000, nextThreshold: 200_000, pointsToNext: 140_000, fraction: 10_000 / 150_000, barFraction: (2 + 10_000 / 150_000) / 4 }],
    // A member's own points below the group's level: the level without progress.
    [20_000, 4, { stars: 4, threshold: 200_000, nextThreshold: 550_000, pointsToNext: 530_000, fraction: 0, barFraction: 0.75 }],
    // Points past the level's end: full progress, nothing left.
    [600_000, 4, { stars: 4, threshold: 200_000, nextThreshold: 550_000, pointsToNext: 0, fraction: 1, barFraction: 1 }],
    [0, 5, { stars: 5, threshold: 550_000, nextThreshold: null, pointsToNext: 0, fraction: 1, barFraction: 1 }],
    [0, 1, { stars: 1, threshold: 0, nextThreshold: 15_000, pointsToNext: 15_000, fraction: 0, barFraction: 0 }],
    // A star count out of range or not whole is held to a level.
    [0, 7, { stars: 5, threshold: 550_000, nextThreshold: null, pointsToNext: 0, fraction: 1, barFraction: 1 }],
    [0, 0, { stars: 1, threshold: 0, nextThreshold: 15_000, pointsToNext: 15_000, fraction: 0, barFraction: 0 }],
    [16_000, 2.7, { stars: 2, threshold: 15_000, nextThreshold: 50_000, pointsToNext: 34_000, fraction: 1_000 / 35_000, barFraction: (1 + 1_000 / 35_000) / 4 }],
  ])('%d points with starsGroup %d', (points, starsGroup, expected) => {
    expect(starProgress(points, starsGroup)).toEqual({ mode: 'family', ...expected });
  });

  it('is the member’s own level when starsGroup is not a number', () => {
    expect(starProgress(60_000, Number.NaN)).toMatchObject({ mode: 'individual', stars: 3 });
    expect(starProgress(60_000, undefined)).toMatchObject({ mode: 'individual', stars: 3 });
  });
});
