import { formatLoyaltyDay, readLoyaltyDate, saoPauloDaysBetween } from './sao-paulo-calendar';

const at = (instant: string) => new Date(instant);

describe('readLoyaltyDate', () => {
  it.each([
    // An offset or Z: that instant.
    ['2026-05-20T23:30:00-03:00', '2026-05-21T02:30:00.000Z'],
    ['2026-05-21T02:30:00Z', '2026-05-21T02:30:00.000Z'],
    ['2026-05-21T02:30:00.123Z', '2026-05-21T02:30:00.123Z'],
    ['2026-05-20T23:30-0300', '2026-05-21T02:30:00.000Z'],
    // No offset: São Paulo's wall clock (UTC-3 since 2019), whatever the host's zone.
    ['2026-05-20T23:30:00', '2026-05-21T02:30:00.000Z'],
    ['2026-05-20 23:30', '2026-05-21T02:30:00.000Z'],
    // A calendar day: its first instant in São Paulo.
    ['2026-05-20', '2026-05-20T03:00:00.000Z'],
    [' 2026-05-20 ', '2026-05-20T03:00:00.000Z'],
    // Brazilian summer time (until 2019) was UTC-2.
    ['2019-01-10T12:00:00', '2019-01-10T14:00:00.000Z'],
    // Summer time started at midnight: 4 November 2018 had no 00:00, the day began at 01:00 (UTC-2).
    ['2018-11-04', '2018-11-04T03:00:00.000Z'],
    // It ended at midnight: 16 February 2019 had 23:00-23:59 twice; a wall-clock time takes the first.
    ['2019-02-16T23:30:00-03:00', '2019-02-17T02:30:00.000Z'],
    ['2019-02-16T23:30:00-02:00', '2019-02-17T01:30:00.000Z'],
  ])('reads %j as %s', (value, expected) => {
    const date = readLoyaltyDate(value);
    expect(date?.toISOString()).toBe(expected);
    // A plain Date (it crosses from server to browser as one).
    expect(Object.getPrototypeOf(date)).toBe(Date.prototype);
  });

  it.each([[''], ['   '], [null], [undefined], ['2026-02-30'], ['2026-13-01'], ['2026'], ['20260520'], ['2026-W21'], ['20/05/2026'], ['amanhã'], ['2026-05-20T25:00:00Z'], ['2026-05-20T10:00:00+5'], ['2026-05-21T02:30:00z']])(
    'refuses %j',
    (value) => {
      expect(readLoyaltyDate(value)).toBeUndefined();
    },
  );

  it('reads the same instants whatever the host machine’s time zone', () => {
    const hostZone = process.env.TZ;
    const read = () => ['2026-05-20', '2026-05-20T23:30:00', '2018-11-04'].map((value) => readLoyaltyDate(value)?.toISOString());
    const inUtc = read();
    try {
      for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(read()).toEqual(inUtc);
        expect(saoPauloDaysBetween(at('2026-05-20T02:30:00Z'), at('2026-05-20T03:00:00Z'))).toBe(1);
      }
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });
});

describe('saoPauloDaysBetween', () => {
  it.each([
    ['the same instant', '2026-05-20T12:00:00-03:00', '2026-05-20T12:00:00-03:00', 0],
    ['first and last millisecond of a day', '2026-05-20T00:00:00-03:00', '2026-05-20T23:59:59.999-03:00', 0],
    ['23:59 to 00:00', '2026-05-19T23:59:59.999-03:00', '2026-05-20T00:00:00-03:00', 1],
    ['23:30 local to noon: the same UTC day, not the same local day', '2026-05-19T23:30:00-03:00', '2026-05-20T12:00:00-03:00', 1],
    ['00:30 UTC is still the day before in São Paulo', '2026-05-20T00:30:00Z', '2026-05-20T12:00:00Z', 1],
    ['backwards', '2026-05-20T12:00:00-03:00', '2026-05-18T12:00:00-03:00', -2],
    ['across a year', '2025-12-31T23:00:00-03:00', '2026-01-01T01:00:00-03:00', 1],
    ['across 29 February', '2024-02-28T12:00:00-03:00', '2024-03-01T12:00:00-03:00', 2],
    ['into the day without a midnight (summer time starts)', '2018-11-03T12:00:00-03:00', '2018-11-04T01:00:00-02:00', 1],
    ['out of the doubled hour (summer time ends)', '2019-02-16T23:30:00-03:00', '2019-02-17T00:00:00-03:00', 1],
    ['both 23:30s of 16 February 2019 are the same day', '2019-02-16T23:30:00-02:00', '2019-02-16T23:30:00-03:00', 0],
    ['45 days across the start of summer time', '2018-10-20T12:00:00-03:00', '2018-12-04T00:30:00-02:00', 45],
  ])('%s', (_, from, to, days) => {
    expect(saoPauloDaysBetween(at(from), at(to))).toBe(days);
  });
});

describe('formatLoyaltyDay', () => {
  it.each([
    ['pt-BR', '2026-05-21T02:30:00Z', '20/05/2026'],
    ['es-AR', '2026-05-21T02:30:00Z', '20/05/2026'],
    ['en-US', '2026-05-21T02:30:00Z', '05/20/2026'],
    ['pt-BR', '2026-05-21T03:00:00Z', '21/05/2026'],
  ] as const)('%s writes %s as %s (the São Paulo day)', (locale, instant, text) => {
    expect(formatLoyaltyDay(at(instant), locale)).toBe(text);
  });
});
