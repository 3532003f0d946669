import { compassPointOf, snapWindDirection } from './wind';

describe('snapWindDirection', () => {
  it.each([
    [0, 0],
    [22.4, 0],
    [22.5, 45],
    [44, 45],
    [67.4, 45],
    [67.5, 90],
    [90, 90],
    [135, 135],
    [180, 180],
    [202.5, 225],
    [290, 270],
    [315, 315],
    [337.4, 315],
    [337.5, 0],
    [350, 0],
    [359.9, 0],
    [360, 0],
  ])('%s° -> %s°', (degrees, snapped) => {
    expect(snapWindDirection(degrees)).toBe(snapped);
  });
});

describe('compassPointOf', () => {
  it.each([
    [0, 'N'],
    [30, 'NE'],
    [100, 'E'],
    [140, 'SE'],
    [190, 'S'],
    [230, 'SW'],
    [260, 'W'],
    [300, 'NW'],
    [337.5, 'N'],
    [360, 'N'],
  ] as const)('%s° is %s', (degrees, point) => {
    expect(compassPointOf(degrees)).toBe(point);
  });
});
