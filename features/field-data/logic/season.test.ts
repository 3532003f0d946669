import { seasonOf, seasonYears } from './season';

describe('seasonOf', () => {
  it.each([
    ['2026-03-14T12:00:00-03:00', 2025],
    ['2026-03-15T00:00:00-03:00', 2026],
    ['2026-03-15T12:00:00-03:00', 2026],
    ['2026-01-01T00:00:00-03:00', 2025],
    ['2026-12-31T23:59:00-03:00', 2026],
    ['2026-11-28T16:00:00-03:00', 2026],
    // 02:30 UTC on 15 March is still 14 March in Buenos Aires.
    ['2026-03-15T02:30:00Z', 2025],
  ])('%s is in the %i season', (instant, season) => {
    expect(seasonOf(new Date(instant))).toBe(season);
  });

  it('reads the day in the time zone it is given', () => {
    expect(seasonOf(new Date('2026-03-15T02:30:00Z'), 'UTC')).toBe(2026);
  });
});

describe('seasonYears', () => {
  it('asks for this season and the last', () => {
    expect(seasonYears(2026)).toEqual([2026, 2025]);
  });
});
