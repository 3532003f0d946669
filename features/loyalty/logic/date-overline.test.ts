import { dateOverline } from './date-overline';

const at = (instant: string) => new Date(instant);

describe('dateOverline', () => {
  it.each([
    // now: noon in São Paulo on 20 May 2026.
    ['2026-05-20T12:00:00-03:00', '2026-05-20T00:00:00-03:00', 'today'],
    ['2026-05-20T12:00:00-03:00', '2026-05-20T23:59:59.999-03:00', 'today'],
    ['2026-05-20T12:00:00-03:00', '2026-05-20', 'today'],
    ['2026-05-20T12:00:00-03:00', '2026-05-19T23:30:00-03:00', 'yesterday'],
    // 23:30 local yesterday is 02:30 UTC today: still yesterday.
    ['2026-05-20T12:00:00-03:00', '2026-05-20T02:30:00Z', 'yesterday'],
    ['2026-05-20T12:00:00-03:00', '2026-05-19T23:30:00', 'yesterday'],
    ['2026-05-20T12:00:00-03:00', '2026-05-19T00:00:00-03:00', 'yesterday'],
    ['2026-05-20T12:00:00-03:00', '2026-05-19', 'yesterday'],
    ['2026-05-20T12:00:00-03:00', '2026-05-18T23:59:59.999-03:00', 'date'],
    ['2026-05-20T12:00:00-03:00', '2026-05-19T02:59:59Z', 'date'],
    ['2026-05-20T12:00:00-03:00', '2025-05-20T12:00:00-03:00', 'date'],
    // A date ahead of our clock is neither today nor yesterday.
    ['2026-05-20T12:00:00-03:00', '2026-05-21T00:00:00-03:00', 'date'],
    // Just after local midnight (03:10 UTC).
    ['2026-05-20T00:10:00-03:00', '2026-05-20T00:05:00-03:00', 'today'],
    ['2026-05-20T00:10:00-03:00', '2026-05-19T23:50:00-03:00', 'yesterday'],
    ['2026-05-20T00:10:00-03:00', '2026-05-18T23:50:00-03:00', 'date'],
    // Late in the evening: UTC has moved to the 21st, São Paulo has not.
    ['2026-05-20T22:00:00-03:00', '2026-05-21T00:30:00Z', 'today'],
    ['2026-05-20T22:00:00-03:00', '2026-05-20T02:00:00Z', 'yesterday'],
    ['2026-05-20T22:00:00-03:00', '2026-05-21T03:00:00Z', 'date'],
    // Across a year.
    ['2026-01-01T08:00:00-03:00', '2025-12-31T23:30:00-03:00', 'yesterday'],
    ['2026-01-01T08:00:00-03:00', '2025-12-30T23:30:00-03:00', 'date'],
    // Summer time started on 4 November 2018 at midnight (no 00:00 that day).
    ['2018-11-04T12:00:00-02:00', '2018-11-03T23:30:00-03:00', 'yesterday'],
    ['2018-11-04T12:00:00-02:00', '2018-11-04T01:00:00-02:00', 'today'],
    ['2018-11-04T12:00:00-02:00', '2018-11-04', 'today'],
    ['2018-11-05T00:30:00-02:00', '2018-11-04T01:00:00-02:00', 'yesterday'],
    // Summer time ended on 17 February 2019 at midnight: 23:00-23:59 of the 16th happened twice.
    ['2019-02-17T09:00:00-03:00', '2019-02-16T23:30:00-03:00', 'yesterday'],
    ['2019-02-17T09:00:00-03:00', '2019-02-16T23:30:00-02:00', 'yesterday'],
    ['2019-02-17T09:00:00-03:00', '2019-02-17T00:00:00-03:00', 'today'],
    ['2019-02-16T23:45:00-03:00', '2019-02-16T23:10:00-02:00', 'today'],
    ['2019-02-16T23:45:00-03:00', '2019-02-15T23:59:00-02:00', 'yesterday'],
  ])('seen at %s, a transaction at %s is %s', (now, transactionDate, kind) => {
    expect(dateOverline(transactionDate, at(now))?.kind).toBe(kind);
  });

  it('gives the instant to write for an older date', () => {
    expect(dateOverline('2026-05-10T23:30:00-03:00', at('2026-05-20T12:00:00-03:00'))).toEqual({ kind: 'date', at: at('2026-05-11T02:30:00Z') });
  });

  it('takes now as a Date or epoch milliseconds', () => {
    const now = at('2026-05-20T12:00:00-03:00');
    expect(dateOverline('2026-05-19T23:30:00-03:00', now.getTime())).toEqual({ kind: 'yesterday' });
  });

  it.each(['', 'ontem', '19/05/2026', '2026-02-30T10:00:00Z'])('has no overline for an unreadable date %j', (transactionDate) => {
    expect(dateOverline(transactionDate, at('2026-05-20T12:00:00-03:00'))).toBeUndefined();
  });
});
