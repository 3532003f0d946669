// @vitest-environment node
import { NextRequest } from 'next/server';
import { sandbox } from '@/tests/sandbox-control';
import { GET } from './route';

const get = (query: string) => GET(new NextRequest(`http://localhost/api/static-map?${query}`));

describe('GET /api/static-map', () => {
  beforeEach(() => sandbox.reset());

  it('answers the map image, fetched with the key the page never sees', async () => {
    const response = await get('lat=-15.79&lng=-47.88&zoom=12');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    const svg = await response.text();
    expect(svg).toContain('width="708" height="390"');
    const [call] = await sandbox.requests('/maps/staticmap');
    expect(call).toMatchObject({ query: { center: '-15.79,-47.88', zoom: '12', size: '354x195', scale: '2', maptype: 'roadmap', key: 'sandbox-maps-key' } });
  });

  it.each(['lat=100&lng=0', 'lat=0', 'lat=0&lng=0&markerIcon=http%3A%2F%2Fx.example%2Fpin.png'])('answers 400 for %s', async (query) => {
    expect((await get(query)).status).toBe(400);
  });

  it('answers 502 when the maps API fails or answers something that is not an image', async () => {
    await sandbox.fault({ path: '/maps/staticmap', status: 500 });
    expect((await get('lat=0&lng=0')).status).toBe(502);
    await sandbox.fault({ path: '/maps/staticmap', malformed: true });
    expect((await get('lat=0&lng=0')).status).toBe(502);
  });
});
