import { describe, expect, it } from 'vitest';
import { readVisitorPlace } from './postal-codes';
import { visitorPlaceSchema } from './visitor-place';

const desMoines = { latitude: 41.5868, longitude: -93.625, postalCode: '50309', country: 'US', locality: 'Des Moines', region: 'IA' };

describe('readVisitorPlace', () => {
  it('takes a place, leaving other fields out', () => {
    expect(readVisitorPlace({ ...desMoines, extra: 1 })).toEqual(desMoines);
  });

  it.each([
    ['not an object', 'x'],
    ['null', null],
    ['a latitude off the Earth', { ...desMoines, latitude: 91 }],
    ['a longitude that is text', { ...desMoines, longitude: '-93.6' }],
    ['NaN', { ...desMoines, latitude: Number.NaN }],
    ['another country', { ...desMoines, country: 'CA' }],
    ["a code the country does not write so", { ...desMoines, postalCode: '5030' }],
    ['a CEP without its dash', { ...desMoines, country: 'BR', postalCode: '13083970' }],
    ['no locality', { ...desMoines, locality: undefined }],
  ])('refuses %s', (_, answer) => {
    expect(() => readVisitorPlace(answer)).toThrow(TypeError);
  });

  it('agrees with the route schema on what a place is', () => {
    for (const answer of [desMoines, { ...desMoines, country: 'BR', postalCode: '13083-970' }, { ...desMoines, postalCode: '1234' }, { ...desMoines, region: 3 }]) {
      const byReader = (() => {
        try {
          readVisitorPlace(answer);
          return true;
        } catch {
          return false;
        }
      })();
      expect(byReader).toBe(visitorPlaceSchema.safeParse(answer).success);
    }
  });
});
