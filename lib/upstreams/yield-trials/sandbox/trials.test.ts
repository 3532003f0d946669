import { milesBetween, type Coordinates } from '@/lib/geo/distance';
import { placeByPostalCode } from '@/lib/sandbox/gazetteer';
import { TRIAL_RADIUS_MILES, trialBrands } from '@/lib/yield-trials/contract';
import { reportAnswerSchema, trialWireSchema } from '../contract';
import { sandboxReport, sandboxReports, trialsNear } from './trials';

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (angle: number) => (angle * 180) / Math.PI;

/** The point `miles` from `from` on the initial bearing `bearing` (degrees from north), on the sphere milesBetween measures. */
function pointAt(from: Coordinates, bearing: number, miles: number): Coordinates {
  const angle = miles / EARTH_RADIUS_MILES;
  const lat1 = radians(from.latitude);
  const heading = radians(bearing);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(heading));
  const lng2 = radians(from.longitude) + Math.atan2(Math.sin(heading) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: degrees(lat2), longitude: degrees(lng2) };
}

const zip = (code: string) => {
  const place = placeByPostalCode('US', code);
  if (!place) throw new Error(`the gazetteer has no ${code}`);
  return place;
};

const CORN_BELT = ['IA', 'IL', 'IN', 'NE', 'MN', 'OH', 'KS', 'SD', 'MO', 'WI'];

describe('the seeded trials', () => {
  it('are at least 30, with unique report ids that name their season and state', () => {
    expect(sandboxReports.length).toBeGreaterThanOrEqual(30);
    expect(new Set(sandboxReports.map((report) => report.reportId)).size).toBe(sandboxReports.length);
    for (const report of sandboxReports) {
      const [, year, state] = /^TR-(\d{4})-([A-Z]{2})-\d{4}$/.exec(report.reportId) ?? [];
      expect(Number(year)).toBe(report.year);
      expect(report.locationName).toMatch(new RegExp(`^[A-Z][A-Za-z .]+, ${state}$`));
      expect(CORN_BELT).toContain(state);
    }
  });

  it('answer the contract, both crops, both brands and three seasons', () => {
    for (const report of sandboxReports) expect(reportAnswerSchema.parse(report)).toEqual(report);
    expect(new Set(sandboxReports.map((report) => report.cropGrown))).toEqual(new Set(['Corn', 'Soybeans']));
    expect(new Set(sandboxReports.map((report) => report.brand))).toEqual(new Set(trialBrands));
    expect(new Set(sandboxReports.map((report) => report.year))).toEqual(new Set([2024, 2025, 2026]));
  });

  it('all lie inside the contiguous United States', () => {
    for (const { location } of sandboxReports) {
      expect(location.latitude).toBeGreaterThan(24.5);
      expect(location.latitude).toBeLessThan(49.4);
      expect(location.longitude).toBeGreaterThan(-124.8);
      expect(location.longitude).toBeLessThan(-66.9);
    }
  });

  it('have 3-4 summary lines and 6-10 entries ranked by yield, believable for the crop', () => {
    for (const report of sandboxReports) {
      expect(report.summaryItems.length).toBeGreaterThanOrEqual(3);
      expect(report.summaryItems.length).toBeLessThanOrEqual(4);
      expect(report.entries.length).toBeGreaterThanOrEqual(6);
      expect(report.entries.length).toBeLessThanOrEqual(10);
      expect(report.entries.map((entry) => entry.rank)).toEqual(report.entries.map((_, index) => index + 1));
      const yields = report.entries.map((entry) => entry.yieldBuPerAcre);
      expect(yields).toEqual([...yields].sort((a, b) => b - a));
      const [low, high] = report.cropGrown === 'Corn' ? [170, 260] : [45, 80];
      for (const value of yields) expect(value >= low && value <= high).toBe(true);
      const top = report.entries[0]!;
      expect(report.summaryItems[0]).toEqual({ title: 'Top yield', description: `${top.brand} ${top.product}`, value: `${top.yieldBuPerAcre.toFixed(1)} bu/A` });
      // The brand's own products are in its plots.
      expect(report.entries.some((entry) => entry.brand === (report.brand === 'terralis' ? 'Terralis' : 'Terralis Pro'))).toBe(true);
      expect(report.plantingDate < report.harvestDate && report.plantingDate.startsWith(String(report.year))).toBe(true);
    }
  });

  it('are the same on every load (seeded, no Math.random)', async () => {
    vi.resetModules();
    const again = await import('./trials');
    expect(again.sandboxReports).toEqual(sandboxReports);
  });

  it('look a report up by its id', () => {
    expect(sandboxReport('TR-2026-IA-0412')).toMatchObject({ locationName: 'Ames, IA', cropGrown: 'Corn', brand: 'terralis', cooperator: 'Hansen Family Farms' });
    expect(sandboxReport('TR-2026-IA-9999')).toBeUndefined();
  });
});

describe('trialsNear', () => {
  it('measures great-circle miles: Des Moines to Ames, Champaign to Savoy and West Lafayette, Lincoln to Kearney', () => {
    const distance = (code: string, reportId: string, brand: (typeof trialBrands)[number]) =>
      trialsNear(zip(code), brand, TRIAL_RADIUS_MILES, 50).find((trial) => trial.reportId === reportId)?.distanceMiles;
    expect(distance('50309', 'TR-2026-IA-0412', 'terralis')).toBeCloseTo(30.7, 1);
    expect(distance('61820', 'TR-2026-IL-0215', 'terralis')).toBeCloseTo(4.3, 1);
    expect(distance('61820', 'TR-2026-IN-0114', 'terralis')).toBeCloseTo(73.6, 1);
    expect(distance('68508', 'TR-2024-NE-0534', 'terralis')).toBeCloseTo(124.8, 1);
  });

  it("answers the brand's trials only, nearest first, in the service's shape", () => {
    for (const brand of trialBrands) {
      const trials = trialsNear(zip('50309'), brand, TRIAL_RADIUS_MILES, 50);
      expect(trials.length).toBeGreaterThan(3);
      for (const trial of trials) {
        expect(trialWireSchema.parse(trial)).toEqual(trial);
        expect(trial.brand).toBe(brand);
        expect(trial.distanceMiles).toBeLessThanOrEqual(TRIAL_RADIUS_MILES);
      }
      const distances = trials.map((trial) => trial.distanceMiles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('keeps a trial 199 miles away and leaves out one 201 miles away', () => {
    // Colby, Kansas: the far west of the plots, so the points around it are far from the others too.
    const colby = sandboxReport('TR-2024-KS-0367')!;
    for (const bearing of [0, 90, 180, 270]) {
      const inside = pointAt(colby.location, bearing, 199);
      const outside = pointAt(colby.location, bearing, 201);
      expect(milesBetween(inside, colby.location)).toBeCloseTo(199, 6);
      expect(trialsNear(inside, 'terralis', 200, 50).map((trial) => trial.reportId)).toContain(colby.reportId);
      expect(trialsNear(outside, 'terralis', 200, 50).map((trial) => trial.reportId)).not.toContain(colby.reportId);
    }
  });

  it('answers at most `limit` trials, the nearest ones', () => {
    const all = trialsNear(zip('50309'), 'terralis', TRIAL_RADIUS_MILES, 50);
    expect(trialsNear(zip('50309'), 'terralis', TRIAL_RADIUS_MILES, 3)).toEqual(all.slice(0, 3));
    expect(trialsNear(zip('50309'), 'terralis', TRIAL_RADIUS_MILES, 1)).toEqual(all.slice(0, 1));
  });

  it('narrows to one crop when asked', () => {
    const soybeans = trialsNear(zip('61820'), 'terralis-pro', TRIAL_RADIUS_MILES, 50, 'Soybeans');
    expect(soybeans.length).toBeGreaterThan(0);
    expect(soybeans.every((trial) => trial.cropGrown === 'Soybeans')).toBe(true);
  });

  it.each(['50309', '50010', '61820', '68508'])('has three cards of either brand near %s', (code) => {
    for (const brand of trialBrands) expect(trialsNear(zip(code), brand, TRIAL_RADIUS_MILES, 3)).toHaveLength(3);
  });

  it('has nothing near Miami (33131) or Seattle', () => {
    const seattle = { latitude: 47.6101, longitude: -122.3344 };
    for (const brand of trialBrands) {
      expect(trialsNear(zip('33131'), brand, TRIAL_RADIUS_MILES, 50)).toEqual([]);
      expect(trialsNear(seattle, brand, TRIAL_RADIUS_MILES, 50)).toEqual([]);
    }
  });
});
