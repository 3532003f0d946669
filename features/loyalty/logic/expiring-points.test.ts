import type { TransactionKind } from '@/lib/loyalty/contract';
import { EXPIRY_WINDOW_DAYS, POINTS_VALIDITY_YEARS, expiringPoints, showsExpiry } from './expiring-points';

const at = (instant: string) => new Date(instant);
/** A member's lots, each [points, expirationDate] (the server sends ISO instants; the rule reads what it can). */
const lots = (...entries: [number, string][]) => entries.map(([pointsAmount, expirationDate]) => ({ pointsAmount, expirationDate }));
/** 10:00 in São Paulo on 20 May 2026; 45 days later is 4 July 2026. */
const now = at('2026-05-20T10:00:00-03:00');

describe('the constants of the spec', () => {
  it('are 45 days and 3 years', () => {
    expect(EXPIRY_WINDOW_DAYS).toBe(45);
    expect(POINTS_VALIDITY_YEARS).toBe(3);
  });
});

describe('showsExpiry', () => {
  it.each<[TransactionKind, number, boolean]>([
    ['earning', 1500, true],
    // Earning categories show expiry whatever the sign (the spec restricts only the four below).
    ['earning', -200, true],
    ['redemption', -5000, false],
    ['redemption', 5000, false],
    ['transfer', 3000, false],
    ['transfer', -3000, false],
    ['expired', -800, false],
    ['other', 250, true],
    ['other', 0, false],
    ['other', -250, false],
  ])('%s with %d points: %s', (kind, pointsAmount, shown) => {
    expect(showsExpiry({ pointsAmount, category: { kind } })).toBe(shown);
  });
});

describe('expiringPoints', () => {
  it('finds nothing in an empty history, or one with nothing to expire soon', () => {
    expect(expiringPoints([], now)).toEqual({ when: 'none' });
    expect(expiringPoints(lots([500, '2027-05-20']), now)).toEqual({ when: 'none' });
  });

  it('counts the points expiring today, and only those, when there are any', () => {
    const history = lots([1000, '2026-05-20'], [300, '2026-05-25'], [200, '2026-05-20T18:00:00-03:00'], [50, '2026-07-01']);
    expect(expiringPoints(history, now)).toEqual({
      when: 'today',
      points: 1200,
      latestExpiry: at('2026-05-20T18:00:00-03:00'),
      daysToLatestExpiry: 0,
    });
  });

  it.each([
    ['the start of today', '2026-05-20T00:00:00-03:00'],
    ['an hour already gone today', '2026-05-20T09:00:00-03:00'],
    ['the last millisecond of today', '2026-05-20T23:59:59.999-03:00'],
    ['23:00 today in São Paulo, tomorrow in UTC', '2026-05-21T02:00:00Z'],
    ['a wall-clock time today', '2026-05-20T22:00:00'],
  ])('counts as today points due at %s', (_, expirationDate) => {
    expect(expiringPoints(lots([700, expirationDate]), now)).toMatchObject({ when: 'today', points: 700, daysToLatestExpiry: 0 });
  });

  it('when none expire today, counts those from tomorrow to 45 days ahead, both included', () => {
    const history = lots(
      [100, '2026-05-21'],
      [200, '2026-06-15'],
      [400, '2026-07-04T23:59:59-03:00'],
      // 46 days ahead, and already expired: not counted.
      [800, '2026-07-05'],
      [1600, '2026-05-19'],
    );
    expect(expiringPoints(history, now)).toEqual({
      when: 'within-window',
      points: 700,
      latestExpiry: at('2026-07-04T23:59:59-03:00'),
      daysToLatestExpiry: 45,
    });
  });

  it.each([
    ['2026-05-19T23:59:59-03:00', undefined],
    ['2026-05-21T00:00:00-03:00', 1],
    ['2026-06-30', 41],
    ['2026-07-04', 45],
    ['2026-07-05T02:59:59Z', 45],
    ['2026-07-05T03:00:00Z', undefined],
    ['2026-07-05', undefined],
  ])('reads the window in São Paulo days: points due at %s are %s days away', (expirationDate, days) => {
    const result = expiringPoints(lots([10, expirationDate]), now);
    if (days === undefined) expect(result).toEqual({ when: 'none' });
    else expect(result).toMatchObject({ when: 'within-window', points: 10, daysToLatestExpiry: days });
  });

  it('late in the evening, tomorrow is not today even when UTC says so', () => {
    const lateEvening = at('2026-05-20T23:30:00-03:00');
    expect(expiringPoints(lots([90, '2026-05-21']), lateEvening)).toMatchObject({ when: 'within-window', daysToLatestExpiry: 1 });
    expect(expiringPoints(lots([90, '2026-05-20']), lateEvening)).toMatchObject({ when: 'today' });
  });

  it('counts only positive amounts', () => {
    expect(expiringPoints(lots([600, '2026-05-22'], [0, '2026-05-22'], [-100, '2026-05-22']), now)).toMatchObject({ points: 600 });
    expect(expiringPoints(lots([-100, '2026-05-22']), now)).toEqual({ when: 'none' });
  });

  it('skips lots without a readable expiration date', () => {
    const history = lots([200, ''], [300, '30/05/2026'], [400, '2026-05-23']);
    expect(expiringPoints(history, now)).toEqual({ when: 'within-window', points: 400, latestExpiry: at('2026-05-23T03:00:00Z'), daysToLatestExpiry: 3 });
  });

  it('counts 45 calendar days across a change of summer time (Brazil, 2018)', () => {
    const october = at('2018-10-20T12:00:00-03:00');
    expect(expiringPoints(lots([10, '2018-12-04'], [20, '2018-11-04']), october)).toMatchObject({ points: 30, daysToLatestExpiry: 45 });
    expect(expiringPoints(lots([10, '2018-12-05']), october)).toEqual({ when: 'none' });
    // The day before summer time started, points due the next day (which had no midnight) are 1 day away.
    expect(expiringPoints(lots([10, '2018-11-04']), at('2018-11-03T23:30:00-03:00'))).toMatchObject({ daysToLatestExpiry: 1 });
  });
});
