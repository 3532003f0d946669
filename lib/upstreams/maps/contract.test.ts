import { staticMapRequestSchema } from '@/lib/maps/static-map';
import {
  componentFilters,
  geocodeAnswerSchema,
  geocodeQuerySchema,
  geocodeUrl,
  postalCodeQuery,
  reverseGeocodeQuery,
  staticMapQuery,
  staticMapQuerySchema,
  staticMapUrl,
} from './contract';

const parse = (query: Record<string, string>) => staticMapRequestSchema.parse(query);

describe('the Static Maps API query', () => {
  it('defaults to 708x390 (asked at scale 2), zoom 15 and roadmap, with a pin at the centre', () => {
    const url = new URL(staticMapUrl('https://maps.example/staticmap', staticMapQuery(parse({ lat: '-15.79', lng: '-47.88' }), 'KEY')));
    expect(url.origin + url.pathname).toBe('https://maps.example/staticmap');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      center: '-15.79,-47.88',
      zoom: '15',
      size: '354x195',
      scale: '2',
      maptype: 'roadmap',
      markers: '-15.79,-47.88',
      key: 'KEY',
    });
  });

  it('uses the marker icon, zoom, size and map type asked for', () => {
    const url = new URL(staticMapUrl('https://maps.example/staticmap', staticMapQuery(parse({ lat: '-31.4', lng: '-64.18', zoom: '9', width: '400', height: '300', mapType: 'terrain', markerIcon: 'https://cdn.terralis.example/pin.png' }), 'KEY')));
    expect(url.searchParams.get('markers')).toBe('icon:https://cdn.terralis.example/pin.png|-31.4,-64.18');
    expect(url.searchParams.get('size')).toBe('400x300');
    expect(url.searchParams.get('scale')).toBe('1');
    expect(url.searchParams.get('zoom')).toBe('9');
    expect(url.searchParams.get('maptype')).toBe('terrain');
  });

  it('is a query the sandbox parses with the same contract', () => {
    const query = staticMapQuery(parse({ lat: '-15.79', lng: '-47.88' }), 'KEY');
    const parsed = staticMapQuerySchema.parse(Object.fromEntries(new URL(staticMapUrl('https://maps.example/staticmap', query)).searchParams));
    expect(parsed).toMatchObject({ center: '-15.79,-47.88', zoom: 15, size: '354x195', scale: '2', maptype: 'roadmap', key: 'KEY' });
  });
});

describe('the Geocoding API query', () => {
  const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('geocodes a postal code with a components filter of its country and code', () => {
    const url = geocodeUrl('https://maps.example/geocode/json', postalCodeQuery('US', '50309', 'KEY'));
    expect(url).toBe('https://maps.example/geocode/json?components=country%3AUS%7Cpostal_code%3A50309&key=KEY');
    expect(componentFilters(queryOf(url).components!)).toEqual({ country: 'US', postal_code: '50309' });
  });

  it('reverse-geocodes a point to postal code results', () => {
    expect(queryOf(geocodeUrl('https://maps.example/geocode/json', reverseGeocodeQuery(41.58, -93.62, 'KEY')))).toEqual({
      latlng: '41.58,-93.62',
      result_type: 'postal_code',
      key: 'KEY',
    });
  });

  it('is a query the sandbox parses with the same contract', () => {
    const parsed = geocodeQuerySchema.parse(queryOf(geocodeUrl('https://maps.example/geocode/json', reverseGeocodeQuery(-33.89, -60.57, 'KEY'))));
    expect(parsed.latlng).toEqual([-33.89, -60.57]);
    expect(geocodeQuerySchema.safeParse({ latlng: '95,0', key: 'KEY' }).success).toBe(false);
    expect(geocodeQuerySchema.safeParse({ latlng: 'here', key: 'KEY' }).success).toBe(false);
  });

  it('reads filters loosely, as the API does', () => {
    expect(componentFilters('Country:br | postal_code:13083-970|nonsense')).toEqual({ country: 'br', postal_code: '13083-970' });
    expect(componentFilters('')).toEqual({});
  });
});

describe('the Geocoding API answer', () => {
  const desMoines = {
    formatted_address: 'Des Moines, IA 50309, USA',
    address_components: [
      { long_name: '50309', short_name: '50309', types: ['postal_code'] },
      { long_name: 'Des Moines', short_name: 'Des Moines', types: ['locality', 'political'] },
      { long_name: 'Iowa', short_name: 'IA', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    ],
    geometry: { location: { lat: 41.5868, lng: -93.625 }, location_type: 'APPROXIMATE', viewport: {} },
    place_id: 'ChIJ-sandbox',
    types: ['postal_code'],
  };

  it('reads an answer, an empty one and a refusal (all HTTP 200)', () => {
    expect(geocodeAnswerSchema.parse({ status: 'OK', results: [desMoines] }).results[0]!.geometry.location).toEqual({ lat: 41.5868, lng: -93.625 });
    expect(geocodeAnswerSchema.parse({ status: 'ZERO_RESULTS', results: [] }).results).toEqual([]);
    expect(geocodeAnswerSchema.parse({ status: 'REQUEST_DENIED', results: [], error_message: 'The provided API key is invalid.' }).status).toBe('REQUEST_DENIED');
  });

  it('refuses a status it does not know and a result without its place', () => {
    expect(geocodeAnswerSchema.safeParse({ status: 'MAYBE', results: [] }).success).toBe(false);
    expect(geocodeAnswerSchema.safeParse({ status: 'OK', results: [{ ...desMoines, geometry: {} }] }).success).toBe(false);
  });
});
