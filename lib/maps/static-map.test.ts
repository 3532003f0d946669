import { staticMapRequestSchema } from './static-map';
import { staticMapPath } from './static-map-path';

describe('static map request', () => {
  it.each([
    ['a latitude out of range', { lat: '91', lng: '0' }],
    ['a longitude that is not a number', { lat: '0', lng: 'east' }],
    ['a zoom out of range', { lat: '0', lng: '0', zoom: '30' }],
    ['a huge image', { lat: '0', lng: '0', width: '5000' }],
    ['an unknown map type', { lat: '0', lng: '0', mapType: 'street' }],
    ['a marker icon that is not https', { lat: '0', lng: '0', markerIcon: 'javascript:alert(1)' }],
  ])('refuses %s', (_case, query) => {
    expect(staticMapRequestSchema.safeParse(query).success).toBe(false);
  });

  it('builds the page’s image path without any key', () => {
    const path = staticMapPath({ lat: -15.79, lng: -47.88, zoom: 12 });
    expect(path).toBe('/api/static-map?lat=-15.79&lng=-47.88&zoom=12');
    expect(staticMapRequestSchema.safeParse(Object.fromEntries(new URL(path, 'http://x').searchParams)).success).toBe(true);
  });
});
