import {
  activeCampaignIndices,
  campaignItemsNotEnded,
  campaignTimeZones,
  formatCampaignDay,
  isCalendarDate,
  isoDateIn,
  runsOn,
} from './campaign-window';

const summer = { id: 'summer', startDate: '2026-11-01', endDate: '2027-02-28' };
const winter = { id: 'winter', startDate: '2026-06-01', endDate: '2026-08-31' };
const autumn = { id: 'autumn', startDate: '2027-03-01', endDate: '2027-05-31' };
const oneDay = { id: 'field-day', startDate: '2026-11-23', endDate: '2026-11-23' };

const brazil = campaignTimeZones['pt-BR'];
/** Noon in São Paulo (UTC-3) on a given day. */
const noonInBrazil = (day: string) => new Date(`${day}T15:00:00Z`);
const ids = (items: { id: string }[]) => items.map((item) => item.id);
/** What a visitor's browser shows at an instant: the market's day, then the windows running on it (as CampaignRotation does). */
const runningAt = <T extends { startDate: string; endDate: string }>(items: T[], now: Date, timeZone: string) =>
  activeCampaignIndices(items, isoDateIn(now, timeZone)).map((index) => items[index]!);

describe('the campaigns running at an instant', () => {
  it('shows an item on its start day, all through its end day, and not the days around', () => {
    expect(ids(runningAt([summer], noonInBrazil('2026-10-31'), brazil))).toEqual([]);
    expect(ids(runningAt([summer], noonInBrazil('2026-11-01'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], noonInBrazil('2027-02-28'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], noonInBrazil('2027-03-01'), brazil))).toEqual([]);
  });

  it('counts whole days: the first and last minute of the window are inside it', () => {
    expect(ids(runningAt([summer], new Date('2026-11-01T00:00:00-03:00'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], new Date('2027-02-28T23:59:59-03:00'), brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], new Date('2027-03-01T00:00:00-03:00'), brazil))).toEqual([]);
    expect(ids(runningAt([summer], new Date('2026-10-31T23:59:59-03:00'), brazil))).toEqual([]);
  });

  it('reads today in the market time zone, not in UTC', () => {
    // 02:00 UTC on 1 March is still 28 February in Brazil and in Chicago.
    const instant = new Date('2027-03-01T02:00:00Z');
    expect(ids(runningAt([summer], instant, brazil))).toEqual(['summer']);
    expect(ids(runningAt([summer], instant, campaignTimeZones['en-US']))).toEqual(['summer']);
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
});

describe('runsOn', () => {
  it.each([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-12-31', true],
    ['2027-02-28', true],
    ['2027-03-01', false],
  ])('the summer campaign runs on %s: %s', (day, expected) => {
    expect(runsOn(summer, day)).toBe(expected);
  });
});

describe('activeCampaignIndices', () => {
  it('gives the positions of the running windows', () => {
    expect(activeCampaignIndices([winter, summer, autumn, oneDay], '2026-11-23')).toEqual([1, 3]);
    expect(activeCampaignIndices([winter, autumn], '2026-11-23')).toEqual([]);
  });
});

describe('campaignItemsNotEnded', () => {
  it('keeps running and future items and drops ended ones', () => {
    expect(ids(campaignItemsNotEnded([winter, summer, autumn], '2026-11-23'))).toEqual(['summer', 'autumn']);
    expect(ids(campaignItemsNotEnded([oneDay], '2026-11-23'))).toEqual(['field-day']);
    expect(ids(campaignItemsNotEnded([oneDay], '2026-11-24'))).toEqual([]);
  });
});

describe('isoDateIn', () => {
  it('formats the calendar day as YYYY-MM-DD', () => {
    expect(isoDateIn(new Date('2026-01-05T12:00:00Z'), 'UTC')).toBe('2026-01-05');
    expect(isoDateIn(new Date('2026-01-05T01:00:00Z'), campaignTimeZones['es-AR'])).toBe('2026-01-04');
  });
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

describe('formatCampaignDay', () => {
  it('writes the day in the locale, never shifted by a time zone', () => {
    expect(formatCampaignDay('2030-12-31', 'pt-BR')).toBe('31 de dezembro de 2030');
    expect(formatCampaignDay('2030-12-31', 'es-AR')).toBe('31 de diciembre de 2030');
    expect(formatCampaignDay('2026-01-01', 'en-US')).toBe('January 1, 2026');
  });
});
