import { completedShare, neighbours, unitFromSegments, unitPath } from './course-units';

describe('unitPath', () => {
  it.each([
    [0, '/cursos/balanco-hidrico'],
    [1, '/cursos/balanco-hidrico/2'],
    [4, '/cursos/balanco-hidrico/5'],
  ])('of unit %i is %s', (unit, path) => expect(unitPath('balanco-hidrico', unit)).toBe(path));
});

describe('unitFromSegments, of a course of 5 units', () => {
  it.each([
    [undefined, 0],
    [[], 0],
    [['2'], 1],
    [['5'], 4],
    [['6'], null],
    [['1'], null],
    [['0'], null],
    [['02'], null],
    [['-1'], null],
    [['2.5'], null],
    [['dois'], null],
    [['2', '3'], null],
  ] as const)('reads %j as unit %s', (segments, unit) => {
    expect(unitFromSegments(segments, 5)).toBe(unit);
  });

  it('reads two-digit units', () => {
    expect(unitFromSegments(['12'], 12)).toBe(11);
    expect(unitFromSegments(['10'], 12)).toBe(9);
  });
});

describe('neighbours: back disabled at the first unit, forward at the last', () => {
  it.each([
    [0, 5, null, 1],
    [2, 5, 1, 3],
    [4, 5, 3, null],
    [0, 1, null, null],
  ])('of unit %i of %i: previous %s, next %s', (unit, count, previous, next) => {
    expect(neighbours(unit, count)).toEqual({ previous, next });
  });
});

describe('completedShare', () => {
  it.each([
    [[], 5, 0],
    [[0], 5, 0.2],
    [[0, 1], 4, 0.5],
    [[0, 1, 2], 3, 1],
    [[0, 7], 4, 0.25],
    [[0], 0, 0],
  ])('of %j of %i units is %f', (completed, count, share) => {
    expect(completedShare(completed, count)).toBe(share);
  });
});
