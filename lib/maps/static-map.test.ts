import { staticMapPath, staticMapRequestSchema, staticMapUrl } from './static-map';

const parse = (query: Record<string, string>) => staticMapRequestSchema.parse(query);

describe('static map URL', () => {
  it('defaults to 708x390 (asked at scale 2), zoom 15 and roadmap, with a pin at the centre', () => {
    const url = new URL(staticMapUrl('https://maps.example/staticmap', 'KEY', parse({ lat: '-15.79', lng: '-47.88' })));
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
    const url = new URL(staticMapUrl('https://maps.example/staticmap', 'KEY', parse({ lat: '-31.4', lng: '-64.18', zoom: '9', width: '400', height: '300', mapType: 'terrain', markerIcon: 'https://cdn.terralis.example/pin.png' })));
    expect(url.searchParams.get('markers')).toBe('icon:https://cdn.terralis.example/pin.png|-31.4,-64.18');
    expect(url.searchParams.get('size')).toBe('400x300');
    expect(url.searchParams.get('scale')).toBe('1');
    expect(url.searchParams.get('zoom')).toBe('9');
    expect(url.searchParams.get('maptype')).toBe('terrain');
  });

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
