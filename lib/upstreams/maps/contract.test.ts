import { staticMapRequestSchema } from '@/lib/maps/static-map';
import { staticMapQuery, staticMapQuerySchema, staticMapUrl } from './contract';

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
