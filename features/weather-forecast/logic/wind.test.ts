import { compassPointOf, snapWindDirection, windArrowTurn } from './wind';

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

describe('windArrowTurn', () => {
  it.each([
    [0, 180], // from the north: the arrow points south
    [45, 225],
    [90, 270],
    [135, 315],
    [180, 0], // from the south: the arrow points north, unturned
    [225, 45],
    [270, 90],
    [315, 135],
  ] as const)('wind from %s° turns the arrow %s°', (from, turn) => {
    expect(windArrowTurn(from)).toBe(turn);
  });
});
