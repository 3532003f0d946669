// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { placeAutocomplete, placeDetails } from './client';
import type { PlacesStatus } from './contract';

const AUTOCOMPLETE_PATH = '/maps/place/autocomplete/json';
const DETAILS_PATH = '/maps/place/details/json';

describe('placeAutocomplete on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("predicts the country's towns from the first letters, accents and case aside", async () => {
    expect(await placeAutocomplete({ input: 'rio v', country: 'BR', language: 'pt-BR' })).toEqual([
      { placeId: 'sandbox-BR-75901-970', description: 'Rio Verde - GO, Brasil', mainText: 'Rio Verde', secondaryText: 'GO, Brasil' },
    ]);
    expect((await placeAutocomplete({ input: 'UBERL', country: 'BR', language: 'pt-BR' })).map((prediction) => prediction.mainText)).toEqual(['Uberlândia']);
    const [request] = await sandbox.requests(AUTOCOMPLETE_PATH);
    expect(request!.query).toEqual({ input: 'rio v', components: 'country:br', language: 'pt-BR', key: 'sandbox-maps-key' });
  });

  it('keeps to the country asked for', async () => {
    const argentina = await placeAutocomplete({ input: 'c', country: 'AR', language: 'es-AR' });
    expect(argentina.length).toBeGreaterThan(0);
    expect(argentina.every((prediction) => prediction.description.endsWith(', Argentina'))).toBe(true);
    expect(await placeAutocomplete({ input: 'Pergamino', country: 'BR', language: 'pt-BR' })).toEqual([]);
  });

  it('answers at most five predictions, each town once', async () => {
    const predictions = await placeAutocomplete({ input: 'i', country: 'US', language: 'en-US' });
    expect(predictions).toHaveLength(5);
    expect(new Set(predictions.map((prediction) => prediction.description)).size).toBe(5);
  });

  it('answers none for ZERO_RESULTS: an answer, not a failure', async () => {
    expect(await placeAutocomplete({ input: 'Xanadu', country: 'US', language: 'en-US' })).toEqual([]);
  });

  it('fails as rejected on a wrong key, and without calling anything when no key is configured', async () => {
    expect(await upstreamFailureOf(placeAutocomplete({ input: 'Ames', country: 'US', language: 'en-US' }, { ...env.maps, apiKey: 'stolen' }))).toMatchObject({
      failure: 'rejected',
    });
    await sandbox.reset();
    expect(await upstreamFailureOf(placeAutocomplete({ input: 'Ames', country: 'US', language: 'en-US' }, { ...env.maps, apiKey: null }))).toMatchObject({
      failure: 'unreachable',
    });
    expect(await sandbox.requests(AUTOCOMPLETE_PATH)).toHaveLength(0);
  });
});

describe('placeDetails on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("answers a prediction's town and point", async () => {
    expect(await placeDetails({ placeId: 'sandbox-AR-2700', language: 'es-AR' })).toEqual({
      placeId: 'sandbox-AR-2700',
      name: 'Pergamino',
      formattedAddress: 'Pergamino, Buenos Aires, Argentina',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const [request] = await sandbox.requests(DETAILS_PATH);
    expect(request!.query).toEqual({ place_id: 'sandbox-AR-2700', fields: 'place_id,name,formatted_address,geometry/location', language: 'es-AR', key: 'sandbox-maps-key' });
  });

  it('answers null for an id the API does not know (NOT_FOUND)', async () => {
    expect(await placeDetails({ placeId: 'ChIJ-unknown', language: 'en-US' })).toBeNull();
  });
});

describe('the Places API answering it is busy', () => {
  const settings = { ...env.maps, placesUrl: 'https://places.example/api/place', apiKey: 'key', timeoutMs: 500 };

  it.each<[PlacesStatus, string]>([
    ['OVER_QUERY_LIMIT', 'status'],
    ['INVALID_REQUEST', 'rejected'],
  ])('fails on %s as %s, retrying only what may pass', async (status, failure) => {
    let calls = 0;
    server.use(
      http.get('https://places.example/api/place/autocomplete/json', () => {
        calls += 1;
        return HttpResponse.json({ status, predictions: [] });
      }),
    );
    expect(await upstreamFailureOf(placeAutocomplete({ input: 'Ames', country: 'US', language: 'en-US' }, settings))).toMatchObject({ failure });
    expect(calls).toBe(status === 'OVER_QUERY_LIMIT' ? 2 : 1);
  });
});

describeUpstreamFaults('place autocomplete', { path: AUTOCOMPLETE_PATH }, (timeoutMs) => placeAutocomplete({ input: 'Ames', country: 'US', language: 'en-US' }, { ...env.maps, timeoutMs }), {
  retries: 1,
});
describeUpstreamFaults('place details', { path: DETAILS_PATH }, (timeoutMs) => placeDetails({ placeId: 'sandbox-US-50010', language: 'en-US' }, { ...env.maps, timeoutMs }), {
  retries: 1,
});
