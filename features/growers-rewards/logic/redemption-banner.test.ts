import type { MockInstance } from 'vitest';
import { log } from '@/lib/log';
import type { ProgrammeConfig } from '@/lib/growers-rewards/contract';
import { redemptionBanner } from './redemption-banner';

let warn: MockInstance<typeof log.warn>;
beforeEach(() => {
  warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

const at = (instant: string) => new Date(instant);

/**
 * Period one ends in summer time (CDT, UTC-5), period two in winter time (CST, UTC-6), the
 * programme in summer time again.
 */
const PROGRAMME: ProgrammeConfig = {
  programStartDate: '2026-09-01',
  periodOneEndDate: '2027-03-20',
  periodTwoStartDate: '2027-03-21',
  periodTwoEndDate: '2027-11-20',
  periodThreeStartDate: '2027-11-21',
  programEndDate: '2028-08-31',
};

describe('redemptionBanner', () => {
  it.each([
    // The window opens at 00:00 Central (CDT) of 2026-09-01.
    ['just before the programme starts', '2026-09-01T04:59:59.999Z', null],
    ['the first instant of the programme', '2026-09-01T05:00:00.000Z', { period: 1, share: 50, date: '2027-03-21' }],
    ['in period one', '2026-12-15T12:00:00Z', { period: 1, share: 50, date: '2027-03-21' }],
    // Period one ends at 23:59:59.999 CDT on 2027-03-20 = 04:59:59.999Z on 03-21.
    ['the last instant of period one (CDT)', '2027-03-21T04:59:59.999Z', { period: 1, share: 50, date: '2027-03-21' }],
    ['the first instant after period one (CDT)', '2027-03-21T05:00:00.000Z', { period: 2, share: 100, date: '2027-11-21' }],
    // Not UTC's end of day, nor CST's: the same evening an hour later is period two already.
    ['the end of the UTC day 2027-03-20', '2027-03-20T23:59:59.999Z', { period: 1, share: 50, date: '2027-03-21' }],
    ['05:30Z, inside period one had the offset been -6', '2027-03-21T05:30:00.000Z', { period: 2, share: 100, date: '2027-11-21' }],
    // Period two ends at 23:59:59.999 CST on 2027-11-20 = 05:59:59.999Z on 11-21.
    ['the last instant of period two (CST)', '2027-11-21T05:59:59.999Z', { period: 2, share: 100, date: '2027-11-21' }],
    ['the first instant after period two (CST)', '2027-11-21T06:00:00.000Z', { period: 3, share: 100, date: '2028-09-01' }],
    ['in period three', '2028-05-01T12:00:00Z', { period: 3, share: 100, date: '2028-09-01' }],
    // The programme ends at 23:59:59.999 CDT on 2028-08-31.
    ['the last instant of the programme', '2028-09-01T04:59:59.999Z', { period: 3, share: 100, date: '2028-09-01' }],
    ['just after the programme ends', '2028-09-01T05:00:00.000Z', null],
    ['long before', '2020-01-01T00:00:00Z', null],
    ['long after', '2030-01-01T00:00:00Z', null],
  ] as const)('%s (%s) -> %j', (_, now, banner) => {
    expect(redemptionBanner(PROGRAMME, at(now))).toEqual(banner);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    // A programme in winter time: it opens at 06:00Z and closes at 05:59:59.999Z.
    ['the first instant (CST)', '2026-11-20T06:00:00.000Z', { period: 1, share: 50, date: '2026-12-01' }],
    ['just before it (CST)', '2026-11-20T05:59:59.999Z', null],
    ['the last instant (CST)', '2027-02-28T05:59:59.999Z', { period: 3, share: 100, date: '2027-02-28' }],
    ['just after it (CST)', '2027-02-28T06:00:00.000Z', null],
  ] as const)('a winter programme: %s (%s) -> %j', (_, now, banner) => {
    const winter: ProgrammeConfig = {
      programStartDate: '2026-11-20',
      periodOneEndDate: '2026-11-30',
      periodTwoStartDate: '2026-12-01',
      periodTwoEndDate: '2027-01-31',
      periodThreeStartDate: '2027-02-01',
      programEndDate: '2027-02-27',
    };
    expect(redemptionBanner(winter, at(now))).toEqual(banner);
  });

  it.each([
    ['2027-08-31', '2027-09-01'],
    ['2028-02-28', '2028-02-29'],
    ['2027-02-28', '2027-03-01'],
    ['2027-12-31', '2028-01-01'],
  ])('after period two, names the day after a programme ending %s: %s', (programEndDate, dayAfter) => {
    const config = { ...PROGRAMME, programStartDate: '2026-01-01', periodOneEndDate: '2026-02-01', periodTwoStartDate: '2026-02-02', periodTwoEndDate: '2026-03-01', periodThreeStartDate: '2026-03-02', programEndDate };
    expect(redemptionBanner(config, at(`${programEndDate}T12:00:00Z`))).toEqual({ period: 3, share: 100, date: dayAfter });
  });

  it('names the day after in the programme’s calendar even on a host far from Central time', () => {
    const hostZone = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = zone;
        expect(redemptionBanner(PROGRAMME, at('2028-09-01T04:59:59.999Z'))).toEqual({ period: 3, share: 100, date: '2028-09-01' });
        expect(redemptionBanner(PROGRAMME, at('2027-03-21T04:59:59.999Z'))).toEqual({ period: 1, share: 50, date: '2027-03-21' });
      }
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });

  it.each(Object.keys(PROGRAMME) as (keyof ProgrammeConfig)[])('is null, with one warning, when %s is not a real day', (field) => {
    for (const bad of ['2027-02-30', 'soon', '']) {
      warn.mockClear();
      // Mid period one: every period's answer would otherwise be a banner.
      expect(redemptionBanner({ ...PROGRAMME, [field]: bad }, at('2026-12-15T12:00:00Z'))).toBeNull();
      expect(warn).toHaveBeenCalledExactlyOnceWith('growers_rewards.invalid_programme_date', { date: bad });
    }
  });

  it('logs each bad date once', () => {
    expect(redemptionBanner({ ...PROGRAMME, programEndDate: 'soon', periodThreeStartDate: '2027-11-31' }, at('2026-12-15T12:00:00Z'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('growers_rewards.invalid_programme_date', { date: 'soon' });
    expect(warn).toHaveBeenCalledWith('growers_rewards.invalid_programme_date', { date: '2027-11-31' });
  });

  it('is null for an invalid now', () => {
    expect(redemptionBanner(PROGRAMME, new Date(NaN))).toBeNull();
  });
});
