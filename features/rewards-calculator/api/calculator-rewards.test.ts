import { describe, expect, it } from 'vitest';
import { calculatorRewardsUrl } from './calculator-rewards';

describe('calculatorRewardsUrl', () => {
  it('leaves null and missing filters out', () => {
    expect(calculatorRewardsUrl({ item_type: 'service', min_points: 50_000, service_crop: null, service_journey: undefined, service_category: 'agro-software', page: 2 })).toBe(
      '/api/calculator-rewards?item_type=service&min_points=50000&service_category=agro-software&page=2',
    );
  });

  it('sends 16 a page, and leaves out 8, the default, so one answer has one address', () => {
    expect(calculatorRewardsUrl({ min_points: 0, items_per_page: 16, page: 1 })).toBe('/api/calculator-rewards?min_points=0&items_per_page=16&page=1');
    expect(calculatorRewardsUrl({ min_points: 0, items_per_page: 8 })).toBe('/api/calculator-rewards?min_points=0');
  });

  it('asks for the first band with no filters', () => {
    expect(calculatorRewardsUrl({ min_points: 0 })).toBe('/api/calculator-rewards?min_points=0');
  });
});
