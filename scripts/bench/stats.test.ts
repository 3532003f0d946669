// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, percentile, ratio } from './stats.mjs';

describe('percentile', () => {
  it('interpolates between the closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4], 100)).toBe(4);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 25)).toBe(20);
    expect(percentile([0, 100], 99)).toBeCloseTo(99);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is NaN for no values and refuses non-finite values and out-of-range percentiles', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1, Number.NaN], 50)).toThrow(TypeError);
    expect(() => percentile([1, Number.POSITIVE_INFINITY], 50)).toThrow(TypeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
  });
});

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([0.91, 0.86, 0.93])).toBe(0.91);
    expect(median([5, 1, 3, 7])).toBe(4);
    expect(median([42])).toBe(42);
  });
});

describe('ratio', () => {
  it('divides, and is NaN without a usable reference', () => {
    expect(ratio(115, 100)).toBeCloseTo(1.15);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(1, Number.NaN)).toBeNaN();
    expect(ratio(Number.NaN, 1)).toBeNaN();
  });
});
