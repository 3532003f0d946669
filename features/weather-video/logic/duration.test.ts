import { durationSeconds, formatDuration } from './duration';

describe('ISO 8601 durations', () => {
  it.each([
    ['PT4M13S', 253, '4:13'],
    ['PT45S', 45, '0:45'],
    ['PT10M', 600, '10:00'],
    ['PT1H2M3S', 3723, '1:02:03'],
    ['PT1H', 3600, '1:00:00'],
    ['P1DT2H', 93600, '26:00:00'],
    ['P0D', 0, ''],
  ])('%s is %i s, shown %j', (iso, seconds, shown) => {
    expect(durationSeconds(iso)).toBe(seconds);
    expect(formatDuration(iso)).toBe(shown);
  });

  it.each([[''], ['P'], ['PT'], ['4:13'], ['PT4.5S'], ['pt4m']])('%j is no duration', (iso) => {
    expect(durationSeconds(iso)).toBeNull();
    expect(formatDuration(iso)).toBe('');
  });
});
