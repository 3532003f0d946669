import {
  activeCampaignIndices,
  campaignEnd,
  campaignSpan,
  campaignTimeZones,
  endsAfterItStarts,
  isCalendarDate,
  isCampaignMoment,
  parseCampaignMoment,
  runsAt,
  type CampaignWindow,
} from './campaign-window';

const summer = { id: 'summer', startDate: '2026-11-01', endDate: '2027-02-28' };
const winter = { id: 'winter', startDate: '2026-06-01', endDate: '2026-08-31' };
const autumn = { id: 'autumn', startDate: '2027-03-01', endDate: '2027-05-31' };
const oneDay = { id: 'field-day', startDate: '2026-11-23', endDate: '2026-11-23' };

const brazil = campaignTimeZones['pt-BR'];
const chicago = campaignTimeZones['en-US'];
const at = (instant: string) => new Date(instant).getTime();
/** Noon in São Paulo (UTC-3) on a given day. */
const noonInBrazil = (day: string) => at(`${day}T15:00:00Z`);
const ids = (items: { id: string }[]) => items.map((item) => item.id);
/** What a visitor's browser shows at an instant: the spans resolved in the market, then those running (as CampaignRotation does). */
const runningAt = <T extends CampaignWindow>(items: T[], now: number, timeZone: string) =>
  activeCampaignIndices(
    items.map((item) => campaignSpan(item, timeZone)),
    now,
  ).map((index) => items[index]!);

describe('campaigns written with days', () => {
  it('shows an item on its start day, all through its end day, and not the days around', () => {
    expect(ids(runningAt([summer], noonInBrazil('2026-10-31'), brazil))).toEqual([]);
    expect(ids(runningAt([summer], noonInBrazil('2026-11-01'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], noonInBrazil('2027-02-28'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], noonInBrazil('2027-03-01'), brazil))).toEqual([]);
  });

  it('counts whole days: the first and last millisecond of the window are inside it', () => {
    expect(ids(runningAt([summer], at('2026-11-01T00:00:00-03:00'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], at('2027-02-28T23:59:59.999-03:00'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], at('2027-03-01T00:00:00-03:00'), brazil))).toEqual([]);
    expect(ids(runningAt([summer], at('2026-10-31T23:59:59.999-03:00'), brazil))).toEqual([]);
  });

  it('reads the days in the market time zone, not in UTC', () => {
    // 02:00 UTC on 1 March is still 28 February in Brazil and in Chicago.
    const instant = at('2027-03-01T02:00:00Z');
    expect(ids(runningAt([summer], instant, brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], instant, chicago))).toEqual(['summer']);
    expect(ids(runningAt([summer], instant, 'UTC'))).toEqual([]);
  });

  it('keeps a one-day campaign for exactly that day', () => {
    expect(ids(runningAt([oneDay], noonInBrazil('2026-11-22'), brazil))).toEqual([]);
    expect(ids(runningAt([oneDay], noonInBrazil('2026-11-23'), brazil))).toEqual(['field-day']);
    expect(ids(runningAt([oneDay], noonInBrazil('2026-11-24'), brazil))).toEqual([]);
  });

  it('keeps only the running items, in their order', () => {
    const now = noonInBrazil('2026-11-23');
    expect(ids(runningAt([winter, summer, autumn, oneDay], now, brazil))).toEqual(['summer', 'field-day']);
    expect(runningAt([], now, brazil)).toEqual([]);
  });

  it('gives a day its 23 or 25 hours where daylight saving time starts or ends (Chicago)', () => {
    expect(campaignSpan({ startDate: '2026-03-08', endDate: '2026-03-08' }, chicago)).toEqual({
      startsAt: at('2026-03-08T00:00:00-06:00'),
      endsAt: at('2026-03-08T23:59:59.999-05:00'),
    });
    expect(campaignSpan({ startDate: '2026-11-01', endDate: '2026-11-01' }, chicago)).toEqual({
      startsAt: at('2026-11-01T00:00:00-05:00'),
      endsAt: at('2026-11-01T23:59:59.999-06:00'),
    });
  });
});

describe('campaigns written with date-times', () => {
  const launch = { id: 'launch', startDate: '2026-03-10T09:00:00-03:00', endDate: '2026-03-20T18:00:00-03:00' };

  it('start and end at those instants, both included', () => {
    expect(ids(runningAt([launch], at('2026-03-10T08:59:59.999-03:00'), brazil))).toEqual([]);
    expect(ids(runningAt([launch], at('2026-03-10T09:00:00-03:00'), brazil))).toEqual(['launch']);
    expect(ids(runningAt([launch], at('2026-03-20T18:00:00-03:00'), brazil))).toEqual(['launch']);
    expect(ids(runningAt([launch], at('2026-03-20T18:00:00.001-03:00'), brazil))).toEqual([]);
  });

  it('are the same instant in UTC (Z), with any offset form, and with a fraction of a second', () => {
    const spans = [
      { startDate: '2026-03-10T12:00:00Z', endDate: '2026-03-20T21:00:00.000Z' },
      { startDate: '2026-03-10T12:00:00+00:00', endDate: '2026-03-20T21:00:00.000000Z' },
      { startDate: '2026-03-10T09:00-03:00', endDate: '2026-03-20T18:00:00-0300' },
      { startDate: '2026-03-10T09:00:00-03', endDate: '2026-03-20t18:00:00-03:00' },
    ].map((window) => campaignSpan(window, chicago));
    for (const span of spans) expect(span).toEqual(campaignSpan(launch, brazil));
  });

  it('without an offset, are wall-clock times of the market', () => {
    const window = { startDate: '2026-03-10T09:00', endDate: '2026-03-20T18:00:00' };
    expect(campaignSpan(window, brazil)).toEqual({ startsAt: at('2026-03-10T09:00:00-03:00'), endsAt: at('2026-03-20T18:00:00-03:00') });
    expect(campaignSpan(window, chicago)).toEqual({ startsAt: at('2026-03-10T09:00:00-05:00'), endsAt: at('2026-03-20T18:00:00-05:00') });
  });

  it('at midnight, are the day a date picker meant, counted whole', () => {
    // A CMS date field without a time sends the day at midnight: the campaign still runs all of its last day.
    const picked = { id: 'picked', startDate: '2026-03-10T00:00:00.000-03:00', endDate: '2026-03-20T00:00:00.000Z' };
    expect(campaignSpan(picked, brazil)).toEqual(campaignSpan({ startDate: '2026-03-10', endDate: '2026-03-20' }, brazil));
    expect(ids(runningAt([picked], at('2026-03-20T23:59:59-03:00'), brazil))).toEqual(['picked']);
  });

  it('mix with days', () => {
    const mixed = { id: 'mixed', startDate: '2026-03-10', endDate: '2026-03-20T18:00:00-03:00' };
    expect(campaignSpan(mixed, brazil)).toEqual({ startsAt: at('2026-03-10T00:00:00-03:00'), endsAt: at('2026-03-20T18:00:00-03:00') });
  });
});

describe('runsAt', () => {
  const span = campaignSpan(summer, brazil);
  it.each([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-12-31', true],
    ['2027-02-28', true],
    ['2027-03-01', false],
  ])('the summer campaign runs at noon on %s: %s', (day, expected) => {
    expect(runsAt(span, noonInBrazil(day))).toBe(expected);
  });
});

describe('parseCampaignMoment', () => {
  it.each([
    ['2026-01-01', { kind: 'day', day: '2026-01-01' }],
    ['2026-01-01T00:00:00+09:00', { kind: 'day', day: '2026-01-01' }],
    ['2026-01-01T10:30', { kind: 'wall-clock', day: '2026-01-01', hour: 10, minute: 30, second: 0, millisecond: 0 }],
    ['2026-01-01T10:30:00Z', { kind: 'instant', at: at('2026-01-01T10:30:00Z') }],
    ['2026-01-01T10:30:00+05:30', { kind: 'instant', at: at('2026-01-01T05:00:00Z') }],
  ])('reads %s', (value, expected) => {
    expect(parseCampaignMoment(value)).toEqual(expected);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-1', '01/01/2026', '2026-02-30T10:00:00Z', '2026-01-01T24:00', '2026-01-01T10:60', '2026-01-01T10:00:00+25:00', '2026-01-01 10:00', 'amanhã', ''])(
    'refuses %j',
    (value) => {
      expect(parseCampaignMoment(value)).toBeUndefined();
      expect(isCampaignMoment(value)).toBe(false);
    },
  );
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-01-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-1', false],
    ['01/01/2026', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('endsAfterItStarts', () => {
  it('accepts a one-day campaign, a campaign of one instant, and ends after starts', () => {
    expect(endsAfterItStarts(oneDay)).toBe(true);
    expect(endsAfterItStarts({ startDate: '2026-03-10T09:00:00Z', endDate: '2026-03-10T09:00:00Z' })).toBe(true);
    expect(endsAfterItStarts({ startDate: '2026-03-10', endDate: '2026-03-10T18:00:00-03:00' })).toBe(true);
  });

  it('refuses an end before the start, in any market', () => {
    expect(endsAfterItStarts({ startDate: '2026-03-20', endDate: '2026-03-19' })).toBe(false);
    expect(endsAfterItStarts({ startDate: '2026-03-10T18:00:00Z', endDate: '2026-03-10T09:00:00Z' })).toBe(false);
    // 02:00 UTC on the 10th is still the 9th in the Americas: before the start day everywhere.
    expect(endsAfterItStarts({ startDate: '2026-03-10', endDate: '2026-03-10T02:00:00Z' })).toBe(false);
  });
});

describe('campaignEnd', () => {
  it('writes an end day in the locale, never shifted by a time zone', () => {
    expect(campaignEnd('2030-12-31', 'pt-BR', brazil)).toEqual({ text: '31 de dezembro de 2030', dateTime: '2030-12-31' });
    expect(campaignEnd('2030-12-31', 'es-AR', campaignTimeZones['es-AR'])).toEqual({ text: '31 de diciembre de 2030', dateTime: '2030-12-31' });
    expect(campaignEnd('2026-01-01T00:00:00Z', 'en-US', chicago)).toEqual({ text: 'January 1, 2026', dateTime: '2026-01-01' });
  });

  it('writes an end instant as the day and time in the market', () => {
    expect(campaignEnd('2026-03-20T21:00:00Z', 'pt-BR', brazil)).toEqual({ text: '20 de março de 2026 às 18:00', dateTime: '2026-03-20T21:00:00.000Z' });
    expect(campaignEnd('2026-03-20T18:00', 'en-US', chicago)).toEqual({ text: 'March 20, 2026 at 6:00 PM', dateTime: '2026-03-20T23:00:00.000Z' });
  });
});
