import { describe, expect, it } from 'vitest';
import { yieldTrialsAnswer } from './yield-trials';

const trial = {
  reportId: 'TR-2026-IA-0412',
  brand: 'terralis',
  cropGrown: 'Corn',
  locationName: 'Ames, IA',
  year: 2026,
  cooperator: 'Hansen Family Farms',
  location: { latitude: 42.03, longitude: -93.63 },
  distanceMiles: 30.7,
  summaryItems: [{ title: 'Top yield', description: 'Best entry', value: '231.4 bu/A' }],
};

describe('yieldTrialsAnswer', () => {
  it('takes the route’s answer', () => {
    expect(yieldTrialsAnswer.parse({ zip: '50309', trials: [trial] })).toEqual({ zip: '50309', trials: [trial] });
    expect(yieldTrialsAnswer.parse({ zip: '33131', trials: [] })).toEqual({ zip: '33131', trials: [] });
  });

  it.each([null, { zip: '50309' }, { zip: '50309', trials: [{ ...trial, year: '2026' }] }, { zip: '50309', trials: [{ ...trial, summaryItems: undefined }] }])('refuses %j', (answer) => {
    expect(() => yieldTrialsAnswer.parse(answer)).toThrow(TypeError);
  });
});
