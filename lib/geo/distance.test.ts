import { describe, expect, it } from 'vitest';
import { milesBetween } from './distance';

const desMoines = { latitude: 41.5868, longitude: -93.625 };
const ames = { latitude: 42.0308, longitude: -93.6319 };
const chicago = { latitude: 41.8781, longitude: -87.6298 };
const newYork = { latitude: 40.7128, longitude: -74.006 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };

describe('milesBetween', () => {
  it.each([
    ['a point and itself', desMoines, desMoines, 0, 0.001],
    ['Des Moines and Ames (about 31 mi)', desMoines, ames, 30.7, 0.5],
    ['Des Moines and Chicago (about 310 mi)', desMoines, chicago, 310, 3],
    ['New York and Los Angeles (about 2,445 mi)', newYork, losAngeles, 2445, 10],
  ])('%s', (_, a, b, miles, tolerance) => {
    expect(Math.abs(milesBetween(a, b) - miles)).toBeLessThanOrEqual(tolerance);
  });

  it('is symmetric', () => {
    expect(milesBetween(chicago, newYork)).toBeCloseTo(milesBetween(newYork, chicago), 9);
  });

  it('stays finite for antipodal points', () => {
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 3958.8, 3);
  });
});
