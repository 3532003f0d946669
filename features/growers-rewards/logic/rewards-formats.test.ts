import type { MockInstance } from 'vitest';
import { log } from '@/lib/log';
import { formatActivityDate, formatProgrammeDate, formatRewardsAmount } from './rewards-formats';

let warn: MockInstance<typeof log.warn>;
beforeEach(() => {
  warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

/**
 * Runs `check` on hosts on either side of the date line: a calendar day must not move. Samoa first:
 * the formatters are built once, on the first call, and a zone left out of them would show there.
 */
function inHostZones(check: () => void) {
  const hostZone = process.env.TZ;
  try {
    for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'UTC', 'America/Chicago', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      check();
    }
  } finally {
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  }
}

describe('formatProgrammeDate', () => {
  it.each([
    ['2027-01-01', 'January 1, 2027'],
    ['2027-03-21', 'March 21, 2027'],
    ['2026-11-21', 'November 21, 2026'],
    ['2028-02-29', 'February 29, 2028'],
    ['2027-12-31', 'December 31, 2027'],
  ])('%s -> %s', (date, text) => {
    inHostZones(() => expect(formatProgrammeDate(date, 'en-US')).toBe(text));
  });

  it('writes en-US when no locale is given, and the locale’s words when one is', () => {
    expect(formatProgrammeDate('2027-09-01')).toBe('September 1, 2027');
    expect(formatProgrammeDate('2027-09-01', 'es-AR')).toBe('1 de septiembre de 2027');
    expect(formatProgrammeDate('2027-09-01', 'pt-BR')).toBe('1 de setembro de 2027');
  });

  it.each(['2027-02-30', 'soon', ''])('%j: empty, with a warning', (date) => {
    expect(formatProgrammeDate(date, 'en-US')).toBe('');
    expect(warn).toHaveBeenCalledExactlyOnceWith('growers_rewards.invalid_programme_date', { date });
  });
});

describe('formatRewardsAmount', () => {
  it.each([
    [1875.5, '$1,875.50'],
    [1500, '$1,500.00'],
    [25000, '$25,000.00'],
    [0, '$0.00'],
    [0.5, '$0.50'],
    [999.999, '$1,000.00'],
    [1234567.891, '$1,234,567.89'],
    [-12.5, '-$12.50'],
    // Nothing to show a sign for.
    [-0, '$0.00'],
    [-0.001, '$0.00'],
    // Not a number: no '$NaN' on the screen.
    [NaN, '$0.00'],
    [Infinity, '$0.00'],
  ])('%d -> %s', (amount, text) => {
    expect(formatRewardsAmount(amount, 'en-US')).toBe(text);
  });

  it('is en-US by default, and always USD', () => {
    expect(formatRewardsAmount(1500)).toBe('$1,500.00');
    expect(formatRewardsAmount(1875.5, 'pt-BR')).toBe('US$\u00a01.875,50');
  });
});

describe('formatActivityDate', () => {
  it.each([
    ['2026-11-03T18:00:00Z', 'Nov 3, 2026'],
    // Late evening in Chicago is already the next day in UTC: the Central day counts.
    ['2026-11-04T05:59:59.999Z', 'Nov 3, 2026'],
    ['2026-11-04T06:00:00Z', 'Nov 4, 2026'],
    // In summer time the Central day ends at 05:00Z.
    ['2027-07-05T04:59:59Z', 'Jul 4, 2027'],
    ['2027-07-05T05:00:00Z', 'Jul 5, 2027'],
    ['2026-11-03T23:30:00-06:00', 'Nov 3, 2026'],
    ['2026-11-03T23:30:00+09:00', 'Nov 3, 2026'],
    // Without an offset: Central wall-clock time; a bare day is that day.
    ['2026-11-03T23:30:00', 'Nov 3, 2026'],
    ['2026-11-03', 'Nov 3, 2026'],
    [' 2026-11-03 ', 'Nov 3, 2026'],
    ['2028-02-29T12:00:00Z', 'Feb 29, 2028'],
  ])('%s -> %s', (iso, text) => {
    inHostZones(() => expect(formatActivityDate(iso, 'en-US')).toBe(text));
  });

  it('is en-US by default, and follows the locale when one is given', () => {
    expect(formatActivityDate('2026-11-03T18:00:00Z')).toBe('Nov 3, 2026');
    expect(formatActivityDate('2026-11-03T18:00:00Z', 'pt-BR')).toBe('3 de nov. de 2026');
  });

  it.each(['', 'soon', '2026-02-30', '2026-11-03T25:00:00Z', '2026', '20261103', '11/03/2026', '2026-W45'])('%j -> empty', (iso) => {
    expect(formatActivityDate(iso, 'en-US')).toBe('');
  });
});
