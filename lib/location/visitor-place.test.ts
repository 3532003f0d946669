import { locationPath, normalisePostalCode, postalCodeIsValid, visitorPlaceSchema, type VisitorCountry } from './visitor-place';

describe('postal codes as visitors type them', () => {
  it.each<[VisitorCountry, string, string | null]>([
    ['US', '50309', '50309'],
    ['US', ' 02108 ', '02108'],
    ['US', '5030', null],
    ['US', '503091', null],
    ['US', '50309-1234', null],
    ['US', '5030a', null],
    ['US', '', null],
    ['BR', '13083-970', '13083-970'],
    ['BR', '13083970', '13083-970'],
    ['BR', ' 01310100 ', '01310-100'],
    ['BR', '1308-3970', null],
    ['BR', '13083-97', null],
    ['BR', '130839700', null],
    ['BR', '13083.970', null],
    ['BR', '13083', null],
    ['AR', '2700', '2700'],
    ['AR', '1000', '1000'],
    ['AR', '270', null],
    ['AR', '27000', null],
    ['AR', 'S2000ABC', null],
    ['AR', '20-00', null],
  ])('%s %j -> %j', (country, code, normalised) => {
    expect(normalisePostalCode(country, code)).toBe(normalised);
    expect(postalCodeIsValid(country, code)).toBe(normalised !== null);
  });

  it("is each country's own rule", () => {
    expect(postalCodeIsValid('AR', '50309')).toBe(false);
    expect(postalCodeIsValid('US', '2700')).toBe(false);
    expect(postalCodeIsValid('US', '13083970')).toBe(false);
  });
});

describe('a visitor place', () => {
  const desMoines = { latitude: 41.5868, longitude: -93.625, postalCode: '50309', country: 'US', locality: 'Des Moines', region: 'IA' };

  it('is a place in one of our countries with its postal code as the country writes it', () => {
    expect(visitorPlaceSchema.parse(desMoines)).toEqual(desMoines);
    expect(visitorPlaceSchema.safeParse({ ...desMoines, country: 'BR', postalCode: '13083-970' }).success).toBe(true);
    expect(visitorPlaceSchema.safeParse({ ...desMoines, country: 'BR', postalCode: '13083970' }).success).toBe(false);
    expect(visitorPlaceSchema.safeParse({ ...desMoines, country: 'FR' }).success).toBe(false);
    expect(visitorPlaceSchema.safeParse({ ...desMoines, latitude: 91 }).success).toBe(false);
  });

  it('is asked for at our own route', () => {
    expect(locationPath({ country: 'BR', postalCode: '13083-970' })).toBe('/api/location?country=BR&postalCode=13083-970');
    expect(locationPath({ latitude: 41.58, longitude: -93.62 })).toBe('/api/location?latitude=41.58&longitude=-93.62');
  });
});
