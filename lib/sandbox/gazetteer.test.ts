import { milesBetween } from '@/lib/geo/distance';
import { postalCodeIsValid } from '@/lib/location/visitor-place';
import { nearestPlace, placeByPostalCode, postalPlaces, type Country } from './gazetteer';

describe('the gazetteer', () => {
  it('finds a postal code by its digits, dash or not', () => {
    expect(placeByPostalCode('US', '50309')).toMatchObject({ locality: 'Des Moines', region: 'IA' });
    expect(placeByPostalCode('BR', '13083970')).toMatchObject({ postalCode: '13083-970', locality: 'Campinas', region: 'SP' });
    expect(placeByPostalCode('BR', '13083-970')).toBe(placeByPostalCode('BR', '13083970'));
    expect(placeByPostalCode('AR', '2700')).toMatchObject({ locality: 'Pergamino', region: 'Buenos Aires' });
  });

  it('knows nothing of a code it does not hold, nor of a code in another country', () => {
    expect(placeByPostalCode('US', '99999')).toBeUndefined();
    expect(placeByPostalCode('AR', '50309')).toBeUndefined();
    expect(placeByPostalCode('US', '2700')).toBeUndefined();
  });

  it('finds the nearest place within range', () => {
    expect(nearestPlace({ latitude: 41.58, longitude: -93.62 })?.postalCode).toBe('50309');
    // Between Ames and Des Moines, nearer Ames.
    expect(nearestPlace({ latitude: 41.9, longitude: -93.63 })?.postalCode).toBe('50010');
    expect(nearestPlace({ latitude: -33.9, longitude: -60.6 })?.postalCode).toBe('2700');
    expect(nearestPlace({ latitude: -12.55, longitude: -55.7 })?.postalCode).toBe('78890-000');
  });

  it('finds nothing out of range: the ocean, or past the miles asked for', () => {
    expect(nearestPlace({ latitude: 30, longitude: -40 })).toBeUndefined();
    expect(nearestPlace({ latitude: 0, longitude: 0 })).toBeUndefined();
    // Some 10 miles from Des Moines' centre.
    const nearDesMoines = { latitude: 41.73, longitude: -93.625 };
    expect(nearestPlace(nearDesMoines, 5)).toBeUndefined();
    expect(nearestPlace(nearDesMoines, 15)?.postalCode).toBe('50309');
  });

  it('holds the Corn Belt densely, cities far from it, and the grain towns of Brazil and Argentina', () => {
    const codes = (country: Country) => postalPlaces.filter((place) => place.country === country).map((place) => place.postalCode);
    expect(codes('US').length).toBeGreaterThanOrEqual(50);
    expect(codes('US')).toEqual(expect.arrayContaining(['33131', '10001', '98101', '90012', '02108', '85004', '99501', '96813']));
    expect(codes('BR').length).toBeGreaterThanOrEqual(8);
    expect(codes('AR')).toEqual(expect.arrayContaining(['2700', '2000', '2600', '6000', '5000', '1000']));
    const cornBelt = new Set(['IA', 'IL', 'IN', 'NE', 'MN', 'OH', 'KS', 'ND', 'SD', 'MO', 'WI']);
    expect(new Set(postalPlaces.filter((place) => cornBelt.has(place.region)).map((place) => place.region))).toEqual(cornBelt);
  });

  it('has every postal code once per country, written as the country writes it, and real coordinates', () => {
    const keys = postalPlaces.map((place) => `${place.country}:${place.postalCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const place of postalPlaces) {
      expect(postalCodeIsValid(place.country, place.postalCode), `${place.country} ${place.postalCode}`).toBe(true);
      expect(place.latitude).toBeGreaterThanOrEqual(-90);
      expect(place.latitude).toBeLessThanOrEqual(90);
      expect(place.longitude).toBeGreaterThanOrEqual(-180);
      expect(place.longitude).toBeLessThanOrEqual(180);
      expect(Number(place.latitude.toFixed(4))).toBe(place.latitude);
      expect(Number(place.longitude.toFixed(4))).toBe(place.longitude);
      expect(place.locality).not.toBe('');
      expect(place.region).not.toBe('');
    }
  });

  it("puts each country's places in that country", () => {
    const within = { US: { lat: [18, 72], lng: [-170, -66] }, BR: { lat: [-34, 6], lng: [-74, -34] }, AR: { lat: [-55, -21], lng: [-74, -53] } };
    for (const place of postalPlaces) {
      const box = within[place.country];
      expect(place.latitude, place.postalCode).toBeGreaterThan(box.lat[0]!);
      expect(place.latitude, place.postalCode).toBeLessThan(box.lat[1]!);
      expect(place.longitude, place.postalCode).toBeGreaterThan(box.lng[0]!);
      expect(place.longitude, place.postalCode).toBeLessThan(box.lng[1]!);
    }
  });

  it('keeps no two places on the same spot', () => {
    for (const [index, place] of postalPlaces.entries()) {
      for (const other of postalPlaces.slice(index + 1)) expect(milesBetween(place, other), `${place.postalCode} ${other.postalCode}`).toBeGreaterThan(1);
    }
  });
});
