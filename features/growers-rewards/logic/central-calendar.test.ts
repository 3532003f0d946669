import type { MockInstance } from 'vitest';
import { log } from '@/lib/log';
import { endOfCentralDay, nextCalendarDay, readProgrammeDate, startOfCentralDay } from './central-calendar';

const INVALID_DATES = ['2027-02-30', '2026-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '2027-01-00', 'soon', '', ' 2027-01-01', '2027-1-1', '20270101', '2027-01-01T00:00:00Z', '01/02/2027'];

let warn: MockInstance<typeof log.warn>;
beforeEach(() => {
  warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('endOfCentralDay', () => {
  it.each([
    // Central daylight time (CDT, UTC-5).
    ['2027-03-20', '2027-03-21T04:59:59.999Z'],
    ['2027-07-04', '2027-07-05T04:59:59.999Z'],
    // Central standard time (CST, UTC-6).
    ['2026-11-20', '2026-11-21T05:59:59.999Z'],
    ['2027-01-01', '2027-01-02T05:59:59.999Z'],
    // The days the clocks change: the day starts in one offset and ends in the other.
    ['2027-03-14', '2027-03-15T04:59:59.999Z'],
    ['2026-11-01', '2026-11-02T05:59:59.999Z'],
    ['2028-02-29', '2028-03-01T05:59:59.999Z'],
    ['2026-12-31', '2027-01-01T05:59:59.999Z'],
  ])('%s ends at %s', (date, instant) => {
    expect(endOfCentralDay(date).toISOString()).toBe(instant);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives a plain Date', () => {
    expect(Object.getPrototypeOf(endOfCentralDay('2027-03-20'))).toBe(Date.prototype);
  });
});

describe('startOfCentralDay', () => {
  it.each([
    ['2027-03-20', '2027-03-20T05:00:00.000Z'],
    ['2026-11-20', '2026-11-20T06:00:00.000Z'],
    // 2027-03-14 begins in CST (the clocks jump at 02:00); 2026-11-01 begins in CDT.
    ['2027-03-14', '2027-03-14T06:00:00.000Z'],
    ['2026-11-01', '2026-11-01T05:00:00.000Z'],
    ['2027-01-01', '2027-01-01T06:00:00.000Z'],
  ])('%s starts at %s', (date, instant) => {
    expect(startOfCentralDay(date).toISOString()).toBe(instant);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not read years 0-99 as 1900-1999', () => {
    expect(startOfCentralDay('0050-06-01').getUTCFullYear()).toBe(50);
  });
});

describe('invalid programme dates', () => {
  it.each(INVALID_DATES)('%j: an invalid Date and one warning, from either end of the day', (date) => {
    for (const convert of [startOfCentralDay, endOfCentralDay]) {
      warn.mockClear();
      const result = convert(date);
      expect(result).toBeInstanceOf(Date);
      expect(Number.isNaN(result.getTime())).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('growers_rewards.invalid_programme_date', { date });
    }
  });

  it.each([[undefined], [null], [20270101]])('%j (not a string, from an untyped answer) is invalid too', (date) => {
    expect(Number.isNaN(endOfCentralDay(date as unknown as string).getTime())).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('readProgrammeDate reads a real day, and refuses (with a warning) one that is not', () => {
    expect(readProgrammeDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(warn).not.toHaveBeenCalled();
    expect(readProgrammeDate('2027-02-29')).toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith('growers_rewards.invalid_programme_date', { date: '2027-02-29' });
  });
});

describe('nextCalendarDay', () => {
  it.each([
    ['2027-08-31', '2027-09-01'],
    ['2027-08-30', '2027-08-31'],
    ['2028-02-28', '2028-02-29'],
    ['2027-02-28', '2027-03-01'],
    ['2028-02-29', '2028-03-01'],
    ['2027-12-31', '2028-01-01'],
    // Around daylight saving changes, still one calendar day.
    ['2027-03-13', '2027-03-14'],
    ['2027-03-14', '2027-03-15'],
    ['2026-10-31', '2026-11-01'],
    ['2026-11-01', '2026-11-02'],
    ['0050-06-01', '0050-06-02'],
  ])('%s -> %s', (date, next) => {
    expect(nextCalendarDay(date)).toBe(next);
  });

  it('is the same whatever the host’s time zone', () => {
    const hostZone = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Pacific/Pago_Pago', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        expect(nextCalendarDay('2027-08-31')).toBe('2027-09-01');
        expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
        expect(endOfCentralDay('2027-03-20').toISOString()).toBe('2027-03-21T04:59:59.999Z');
        expect(startOfCentralDay('2026-11-20').toISOString()).toBe('2026-11-20T06:00:00.000Z');
      }
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });

  it('is undefined, with a warning, for an invalid date', () => {
    expect(nextCalendarDay('2027-02-30')).toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith('growers_rewards.invalid_programme_date', { date: '2027-02-30' });
  });
});
