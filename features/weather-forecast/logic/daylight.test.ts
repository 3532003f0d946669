import { daylightHours } from './daylight';

describe('daylightHours', () => {
  it.each([
    ['a Goiás summer day', '2026-11-24T05:38:00-0300', '2026-11-24T18:41:00-0300', 13.1],
    ['an Iowa winter day', '2026-12-21T07:39:00-0600', '2026-12-21T16:45:00-0600', 9.1],
    ['exactly twelve hours', '2026-03-20T06:00:00-0300', '2026-03-20T18:00:00-0300', 12],
    ['rounding half up to 1 decimal', '2026-03-20T06:00:00+0000', '2026-03-20T18:03:00+0000', 12.1],
    ['times in different offsets (a clock change that day)', '2026-11-01T06:00:00-0500', '2026-11-01T17:00:00-0600', 12],
  ])('%s', (_case, sunrise, sunset, hours) => {
    expect(daylightHours(sunrise, sunset)).toBe(hours);
  });

  it.each([
    ['no sunrise (polar night or day)', null, '2026-11-24T18:41:00-0300'],
    ['no sunset', '2026-11-24T05:38:00-0300', null],
    ['a sunset before the sunrise', '2026-11-24T18:41:00-0300', '2026-11-24T05:38:00-0300'],
    ['a time that cannot be read', 'dawn', '2026-11-24T18:41:00-0300'],
  ])('is null for %s', (_case, sunrise, sunset) => {
    expect(daylightHours(sunrise, sunset)).toBeNull();
  });
});
