import { formatSowingDate, fromIsoDate, isSowingDateAllowed, minSowingDate, parseSowingDate, toIsoDate } from './sowing-date';

const NOW = new Date(2026, 10, 28, 16, 30); // 28 Nov 2026, 16:30 local

describe('the sowing date (spec §5)', () => {
  it.each([
    [new Date(2026, 10, 28), '28/11/2026'],
    [new Date(2027, 0, 5), '05/01/2027'],
    [new Date(2028, 1, 29), '29/02/2028'],
  ])('shows %s as %j', (date, text) => {
    expect(formatSowingDate(date)).toBe(text);
  });

  it.each([
    ['28/11/2026', new Date(2026, 10, 28)],
    ['05/01/2027', new Date(2027, 0, 5)],
    ['31/02/2027', null],
    ['29/02/2027', null],
    ['5/1/2027', null],
    ['2027-01-05', null],
    ['', null],
  ])('reads %j as %s', (text, date) => {
    expect(parseSowingDate(text)).toEqual(date);
  });

  it.each([
    [new Date(2026, 10, 27, 23, 59), false],
    [new Date(2026, 10, 28, 0, 0), true],
    [new Date(2026, 10, 28, 9, 0), true],
    [new Date(2027, 2, 1), true],
    [new Date(Number.NaN), false],
  ])('allows %s from today on: %s', (date, allowed) => {
    expect(isSowingDateAllowed(date, NOW)).toBe(allowed);
  });

  it('starts the minimum at the start of today', () => {
    expect(minSowingDate(NOW)).toEqual(new Date(2026, 10, 28));
  });

  it.each([
    ['2026-11-28', new Date(2026, 10, 28)],
    ['2026-13-01', null],
    ['28/11/2026', null],
  ])('stores as yyyy-MM-dd and back: %j', (iso, date) => {
    expect(fromIsoDate(iso)).toEqual(date);
    if (date) expect(toIsoDate(date)).toBe(iso);
  });
});
