// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { GET } from './route';

vi.hoisted(() => {
  // A short timeout so the timeout path is quick; read when lib/env loads.
  process.env.MAPS_TIMEOUT_MS = '300';
});

const get = (query: string) => GET(new NextRequest(`http://localhost/api/location?${query}`));
const answer = async (response: Response) => ({ status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as unknown });
const GEOCODE_PATH = '/maps/geocode/json';
const POSTAL_CODE = 'postalCode=50309&country=US';
const POINT = 'latitude=41.58&longitude=-93.62';
const PRIVATE = 'private, no-store';

describe('GET /api/location', () => {
  beforeEach(() => sandbox.reset());

  it('answers the place of a postal code, for browsers and the CDN to keep a day', async () => {
    expect(await answer(await get(POSTAL_CODE))).toEqual({
      status: 200,
      cache: 'public, max-age=86400',
      body: { latitude: 41.5868, longitude: -93.625, postalCode: '50309', country: 'US', locality: 'Des Moines', region: 'IA' },
    });
    const [call] = await sandbox.requests(GEOCODE_PATH);
    expect(call!.query).toEqual({ components: 'country:US|postal_code:50309', key: 'sandbox-maps-key' });
  });

  it('answers a CEP typed without its dash, and an Argentine code', async () => {
    expect(await answer(await get('postalCode=13083970&country=BR'))).toMatchObject({ status: 200, body: { postalCode: '13083-970', locality: 'Campinas', region: 'SP' } });
    expect(await answer(await get('postalCode=2700&country=AR'))).toMatchObject({ status: 200, body: { postalCode: '2700', locality: 'Pergamino' } });
  });

  it("answers the postal code of the browser's position, which no shared cache keeps", async () => {
    expect(await answer(await get(POINT))).toEqual({
      status: 200,
      cache: PRIVATE,
      body: { latitude: 41.5868, longitude: -93.625, postalCode: '50309', country: 'US', locality: 'Des Moines', region: 'IA' },
    });
  });

  it('never logs the position', async () => {
    const lines: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
    await get('latitude=41.5812&longitude=-93.6299');
    await sandbox.fault({ path: GEOCODE_PATH, status: 503, times: 0 });
    await get('latitude=41.5812&longitude=-93.6299');
    vi.restoreAllMocks();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/41\.58|93\.62/);
  });

  it.each(['postalCode=5030&country=US', 'postalCode=503091&country=US', 'postalCode=1308-3970&country=BR', 'postalCode=50309&country=AR', 'postalCode=&country=US'])(
    'answers 400 invalid_zipcode for %s, without asking the geocoder',
    async (query) => {
      expect(await answer(await get(query))).toMatchObject({ status: 400, cache: PRIVATE, body: { error: 'invalid_zipcode' } });
      expect(await sandbox.requests(GEOCODE_PATH)).toHaveLength(0);
    },
  );

  it.each([
    '',
    'country=US',
    'postalCode=50309',
    'postalCode=50309&country=FR',
    'latitude=41.58',
    'longitude=-93.62',
    'latitude=91&longitude=0',
    'latitude=0&longitude=-180.5',
    'latitude=&longitude=',
    'latitude=north&longitude=-93.62',
    'latitude=4e1&longitude=-93.62',
    `${POSTAL_CODE}&${POINT}`,
    `${POINT}&zoom=3`,
  ])('answers 400 invalid_request for %j', async (query) => {
    expect(await answer(await get(query))).toMatchObject({ status: 400, cache: PRIVATE, body: { error: 'invalid_request' } });
    expect(await sandbox.requests(GEOCODE_PATH)).toHaveLength(0);
  });

  it('answers 404 location_not_found for a postal code the geocoder does not know, and for the ocean', async () => {
    expect(await answer(await get('postalCode=99999&country=US'))).toMatchObject({ status: 404, cache: PRIVATE, body: { error: 'location_not_found' } });
    expect(await answer(await get('latitude=30&longitude=-40'))).toMatchObject({ status: 404, cache: PRIVATE, body: { error: 'location_not_found' } });
  });

  it('answers 404 without asking anything when no maps key is configured', async () => {
    const apiKey = env.maps.apiKey;
    try {
      env.maps.apiKey = null;
      expect(await answer(await get(POSTAL_CODE))).toMatchObject({ status: 404, cache: PRIVATE, body: { error: 'geocoding_not_configured' } });
      expect(await answer(await get(POINT))).toMatchObject({ status: 404, cache: PRIVATE, body: { error: 'geocoding_not_configured' } });
      expect(await sandbox.requests(GEOCODE_PATH)).toHaveLength(0);
    } finally {
      env.maps.apiKey = apiKey;
    }
  });

  describe.each([
    ['a postal code', POSTAL_CODE],
    ['a position', POINT],
  ])('when the geocoder fails for %s', (_name, query) => {
    it.each([
      ['an error status', { status: 503 }, 502, 'upstream_error'],
      ['a 404 (a wrong endpoint, not a missing place)', { status: 404 }, 502, 'upstream_error'],
      ['a body that is not its JSON', { malformed: true }, 502, 'upstream_error'],
      ['no answer in time', { delayMs: 2_000 }, 504, 'upstream_timeout'],
    ])('answers %s with JSON, never a 500 nor a cached answer', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: GEOCODE_PATH, ...fault, times: 0 });
      expect(await answer(await get(query))).toMatchObject({ status, cache: PRIVATE, body: { error } });
    });

    it('answers 502 when the geocoder refuses our key', async () => {
      const apiKey = env.maps.apiKey;
      try {
        env.maps.apiKey = 'stolen';
        expect(await answer(await get(query))).toMatchObject({ status: 502, cache: PRIVATE, body: { error: 'upstream_error' } });
      } finally {
        env.maps.apiKey = apiKey;
      }
    });

    it('answers 502 when the geocoder stays over its query limit', async () => {
      const geocodeUrl = env.maps.geocodeUrl;
      server.use(http.get('https://maps.example/geocode/json', () => HttpResponse.json({ status: 'OVER_QUERY_LIMIT', results: [] })));
      try {
        env.maps.geocodeUrl = 'https://maps.example/geocode/json';
        expect(await answer(await get(query))).toMatchObject({ status: 502, cache: PRIVATE, body: { error: 'upstream_error' } });
      } finally {
        env.maps.geocodeUrl = geocodeUrl;
      }
    });
  });
});
