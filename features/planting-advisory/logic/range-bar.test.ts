import { clampToRange, positionPercent, rangeSegments, segmentOf, widthPercent } from './range-bar';

describe('the yield range bar (spec §5)', () => {
  it("has the spec's seven segments, red at both ends, covering 0-15 without gaps", () => {
    expect(rangeSegments.map(({ start, end, label }) => [start, end, label])).toEqual([
      [0, 1, 'veryLow'],
      [1, 2.5, 'medium'],
      [2.5, 5, 'high'],
      [5, 10, 'veryHigh'],
      [10, 12.5, 'high'],
      [12.5, 14, 'medium'],
      [14, 15, 'veryLow'],
    ]);
    expect(rangeSegments[0]!.color).toBe(rangeSegments[6]!.color);
    expect(rangeSegments[0]!.color).toBe('#d32f2f');
    expect(rangeSegments.reduce((sum, item) => sum + widthPercent(item), 0)).toBeCloseTo(100);
  });

  it.each([
    [-5, 0, 'veryLow'],
    [0, 0, 'veryLow'],
    [0.9, 0.9, 'veryLow'],
    [1, 1, 'medium'],
    [2.5, 2.5, 'high'],
    [5, 5, 'veryHigh'],
    [8, 8, 'veryHigh'],
    [10, 10, 'high'],
    [12.5, 12.5, 'medium'],
    [13.99, 13.99, 'medium'],
    [14, 14, 'veryLow'],
    [14.1, 14.1, 'veryLow'],
    [15, 15, 'veryLow'],
    [40, 15, 'veryLow'],
  ])('places %s at %s, in the %s segment', (value, clamped, label) => {
    expect(clampToRange(value)).toBe(clamped);
    expect(segmentOf(value).label).toBe(label);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [7.5, 50],
    [15, 100],
    [20, 100],
  ])('draws %s at %s%% of the bar', (value, percent) => {
    expect(positionPercent(value)).toBeCloseTo(percent);
  });
});
