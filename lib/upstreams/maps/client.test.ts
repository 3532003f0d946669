// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env } from '@/lib/env';
import { staticMapRequestSchema } from '@/lib/maps/static-map';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { fetchStaticMap, geocodePostalCode, reverseGeocode } from './client';
import type { GeocodeAnswer, GeocodeResult, GeocodeStatus } from './contract';

const brasilia = staticMapRequestSchema.parse({ lat: '-15.79', lng: '-47.88', zoom: '12' });
const GEOCODE_PATH = '/maps/geocode/json';

describe('the maps client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('answers the image with its content type', async () => {
    const map = await fetchStaticMap(brasilia);
    expect(map.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(map.bytes)).toContain('width="708" height="390"');
  });

  it('fails with the status the API gives a wrong key, and without calling anything when no key is configured', async () => {
    expect(await upstreamFailureOf(fetchStaticMap(brasilia, { ...env.maps, apiKey: 'stolen' }))).toMatchObject({ failure: 'status', status: 403 });
    await sandbox.reset();
    expect(await upstreamFailureOf(fetchStaticMap(brasilia, { ...env.maps, apiKey: null }))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests('/maps/staticmap')).toHaveLength(0);
  });
});

describe('geocodePostalCode on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('answers the place of a US ZIP code', async () => {
    expect(await geocodePostalCode('US', '50309')).toEqual({ latitude: 41.5868, longitude: -93.625, postalCode: '50309', country: 'US', locality: 'Des Moines', region: 'IA' });
    const [request] = await sandbox.requests(GEOCODE_PATH);
    expect(request!.query).toEqual({ components: 'country:US|postal_code:50309', key: 'sandbox-maps-key' });
  });

  it("answers a Brazilian CEP with its dash, the town from the municipality Google names for Brazil", async () => {
    expect(await geocodePostalCode('BR', '13083970')).toEqual({
      latitude: -22.8178,
      longitude: -47.0686,
      postalCode: '13083-970',
      country: 'BR',
      locality: 'Campinas',
      region: 'SP',
    });
  });

  it("answers an Argentine code as its 4 digits, though the API writes the CPA's province letter", async () => {
    expect(await geocodePostalCode('AR', '2700')).toMatchObject({ postalCode: '2700', country: 'AR', locality: 'Pergamino', region: 'Buenos Aires' });
    expect(await geocodePostalCode('AR', '5000')).toMatchObject({ postalCode: '5000', locality: 'Córdoba', region: 'Córdoba' });
  });

  it('answers null for a code the API does not know, and asks nothing for one the country cannot have', async () => {
    expect(await geocodePostalCode('US', '99999')).toBeNull();
    expect(await sandbox.requests(GEOCODE_PATH)).toHaveLength(1);
    expect(await geocodePostalCode('US', '5030')).toBeNull();
    expect(await geocodePostalCode('AR', '50309')).toBeNull();
    expect(await sandbox.requests(GEOCODE_PATH)).toHaveLength(1);
  });

  it('fails as rejected, without retrying, when the API refuses the key; without calling anything when no key is configured', async () => {
    expect(await upstreamFailureOf(geocodePostalCode('US', '50309', { ...env.maps, apiKey: 'stolen' }))).toMatchObject({ failure: 'rejected' });
    expect(await sandbox.requests(GEOCODE_PATH)).toHaveLength(1);
    await sandbox.reset();
    expect(await upstreamFailureOf(geocodePostalCode('US', '50309', { ...env.maps, apiKey: null }))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(GEOCODE_PATH)).toHaveLength(0);
  });
});

describe('reverseGeocode on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("answers the postal code's place of a point near it, sending the point to 4 decimals", async () => {
    expect(await reverseGeocode({ latitude: 41.58123456, longitude: -93.62987654 })).toEqual({
      latitude: 41.5868,
      longitude: -93.625,
      postalCode: '50309',
      country: 'US',
      locality: 'Des Moines',
      region: 'IA',
    });
    const [request] = await sandbox.requests(GEOCODE_PATH);
    expect(request!.query).toEqual({ latlng: '41.5812,-93.6299', result_type: 'postal_code', key: 'sandbox-maps-key' });
    expect(await reverseGeocode({ latitude: -33.9, longitude: -60.6 })).toMatchObject({ postalCode: '2700', country: 'AR' });
    expect(await reverseGeocode({ latitude: -12.55, longitude: -55.7 })).toMatchObject({ postalCode: '78890-000', locality: 'Sorriso', region: 'MT' });
  });

  it('answers null in the middle of the ocean', async () => {
    expect(await reverseGeocode({ latitude: 30, longitude: -40 })).toBeNull();
    expect(await reverseGeocode({ latitude: 0.000001, longitude: -0.000001 })).toBeNull();
    expect((await sandbox.requests(GEOCODE_PATH)).map((request) => request.query.latlng)).toEqual(['30,-40', '0,0']);
  });

  it('fails as rejected when the API refuses the key', async () => {
    expect(await upstreamFailureOf(reverseGeocode({ latitude: 41.58, longitude: -93.62 }, { ...env.maps, apiKey: 'stolen' }))).toMatchObject({ failure: 'rejected' });
  });
});

describe('geocoding on a configured service', () => {
  const GEOCODE_URL = 'https://maps.example/geocode/json';
  const settings = { ...env.maps, geocodeUrl: GEOCODE_URL, apiKey: 'key', timeoutMs: 500 };
  const component = (name: string, short: string, ...types: string[]) => ({ long_name: name, short_name: short, types });
  const result = (components: GeocodeResult['address_components'], extra: Partial<GeocodeResult> = {}): GeocodeResult => ({
    formatted_address: 'somewhere',
    address_components: components,
    geometry: { location: { lat: 41.5868, lng: -93.625 } },
    place_id: 'ChIJ',
    types: ['postal_code'],
    ...extra,
  });
  const desMoines = result([
    component('50309', '50309', 'postal_code'),
    component('Des Moines', 'Des Moines', 'locality', 'political'),
    component('Iowa', 'IA', 'administrative_area_level_1', 'political'),
    component('United States', 'US', 'country', 'political'),
  ]);
  /** Answers these, one per call (the last one again once they run out), and counts the calls. */
  function answering(...answers: (GeocodeAnswer | number)[]) {
    const calls = { count: 0 };
    server.use(
      http.get(GEOCODE_URL, () => {
        const answer = answers[Math.min(calls.count++, answers.length - 1)]!;
        return typeof answer === 'number' ? HttpResponse.json({}, { status: answer }) : HttpResponse.json(answer);
      }),
    );
    return calls;
  }
  const status = (value: GeocodeStatus, results: GeocodeResult[] = []): GeocodeAnswer => ({ status: value, results });

  it.each<GeocodeStatus>(['OVER_QUERY_LIMIT', 'UNKNOWN_ERROR'])('retries once when the API answers %s, and fails as a status after that', async (busy) => {
    const once = answering(status(busy), status('OK', [desMoines]));
    expect(await geocodePostalCode('US', '50309', settings)).toMatchObject({ postalCode: '50309' });
    expect(once.count).toBe(2);
    const always = answering(status(busy));
    expect(await upstreamFailureOf(geocodePostalCode('US', '50309', settings))).toMatchObject({ failure: 'status', message: `The maps API answered ${busy}` });
    expect(always.count).toBe(2);
  });

  it('retries once in all, whether the HTTP call failed or the API was busy', async () => {
    const calls = answering(503, status('OVER_QUERY_LIMIT'), status('OK', [desMoines]));
    expect(await upstreamFailureOf(reverseGeocode({ latitude: 41.58, longitude: -93.62 }, settings))).toMatchObject({ failure: 'status' });
    expect(calls.count).toBe(2);
  });

  it.each<GeocodeStatus>(['REQUEST_DENIED', 'INVALID_REQUEST', 'OVER_DAILY_LIMIT'])('fails as rejected, without retrying, when the API answers %s', async (refusal) => {
    const calls = answering({ ...status(refusal), error_message: 'Invalid request. Invalid latlng 41.58,-93.62.' });
    const failure = await upstreamFailureOf(reverseGeocode({ latitude: 41.58, longitude: -93.62 }, settings));
    expect(failure).toMatchObject({ failure: 'rejected' });
    // The API's message can quote the visitor's position: it goes nowhere.
    expect(failure.message).not.toContain('41.58');
    expect(calls.count).toBe(1);
  });

  it("answers null for a partial match that is not the code asked for (the API's country for an unknown code)", async () => {
    answering(status('OK', [result([component('United States', 'US', 'country', 'political')], { types: ['country', 'political'], partial_match: true })]));
    expect(await geocodePostalCode('US', '00000', settings)).toBeNull();
    answering(status('OK', [desMoines]));
    expect(await geocodePostalCode('US', '50310', settings)).toBeNull();
  });

  it('answers null for a postal code outside our countries, or one that is only a prefix', async () => {
    answering(status('OK', [result([component('1209', '1209', 'postal_code'), component('Paraguay', 'PY', 'country', 'political')])]));
    expect(await reverseGeocode({ latitude: -25.3, longitude: -57.6 }, settings)).toBeNull();
    answering(status('OK', [result([component('13083', '13083', 'postal_code'), component('Brazil', 'BR', 'country', 'political')])]));
    expect(await reverseGeocode({ latitude: -22.8, longitude: -47.07 }, settings)).toBeNull();
  });

  it('reads a ZIP+4 as its ZIP, a full CPA as its digits, and the town from the localities a postal code spans', async () => {
    answering(status('OK', [result([component('50309-1234', '50309-1234', 'postal_code'), component('United States', 'US', 'country', 'political')], { postcode_localities: ['Des Moines', 'Windsor Heights'] })]));
    expect(await reverseGeocode({ latitude: 41.58, longitude: -93.62 }, settings)).toMatchObject({ postalCode: '50309', locality: 'Des Moines', region: '' });
    answering(status('OK', [result([component('S2000ABC', 'S2000ABC', 'postal_code'), component('Argentina', 'AR', 'country', 'political')])]));
    expect(await reverseGeocode({ latitude: -32.95, longitude: -60.64 }, settings)).toMatchObject({ postalCode: '2000', country: 'AR', locality: '' });
  });

  it('takes the first result that is a postal code of ours', async () => {
    const route = result([component('Route 6', 'US-6', 'route'), component('United States', 'US', 'country', 'political')], { types: ['route'] });
    answering(status('OK', [route, desMoines]));
    expect(await reverseGeocode({ latitude: 41.58, longitude: -93.62 }, settings)).toMatchObject({ postalCode: '50309' });
  });
});

describeUpstreamFaults('a static map', { path: '/maps/staticmap' }, (timeoutMs) => fetchStaticMap(brasilia, { ...env.maps, timeoutMs }));
describeUpstreamFaults('a postal code geocoded', { path: GEOCODE_PATH }, (timeoutMs) => geocodePostalCode('US', '50309', { ...env.maps, timeoutMs }), { retries: 1 });
describeUpstreamFaults('a point reverse-geocoded', { path: GEOCODE_PATH }, (timeoutMs) => reverseGeocode({ latitude: 41.58, longitude: -93.62 }, { ...env.maps, timeoutMs }), {
  retries: 1,
});
