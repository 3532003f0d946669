// @vitest-environment node
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { placeAutocompleteAnswerSchema, placeDetailsSchema } from '@/lib/places/contract';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET as autocomplete } from './autocomplete/route';
import { GET as details } from './details/route';

const AUTOCOMPLETE = '/maps/place/autocomplete/json';
const DETAILS = '/maps/place/details/json';
const getAutocomplete = (query: string) => autocomplete(new NextRequest(`http://localhost/api/places/autocomplete?${query}`));
const getDetails = (query: string) => details(new NextRequest(`http://localhost/api/places/details?${query}`));

describe('GET /api/places/autocomplete', () => {
  beforeEach(() => sandbox.reset());

  it("answers the country's predictions, asked with the key on the server", async () => {
    const response = await getAutocomplete('input=Perga&country=AR&language=es-AR');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400');
    expect(placeAutocompleteAnswerSchema.parse(await response.json()).predictions).toEqual([
      { placeId: 'sandbox-AR-2700', description: 'Pergamino, Buenos Aires, Argentina', mainText: 'Pergamino', secondaryText: 'Buenos Aires, Argentina' },
    ]);
    expect((await sandbox.requests(AUTOCOMPLETE))[0]!.query).toMatchObject({ components: 'country:ar', key: 'sandbox-maps-key' });
  });

  it('answers an empty list when nothing matches (zero results is not an error)', async () => {
    const response = await getAutocomplete('input=Xanadu&country=BR&language=pt-BR');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ predictions: [] });
  });

  it.each(['input=&country=BR&language=pt-BR', 'input=Rio&country=FR&language=pt-BR', 'input=Rio&country=BR', `input=${'a'.repeat(121)}&country=BR&language=pt-BR`, 'input=Rio&country=BR&language=pt-BR&key=x'])(
    'answers 400 for %s',
    async (query) => {
      expect((await getAutocomplete(query)).status).toBe(400);
      expect(await sandbox.requests(AUTOCOMPLETE)).toHaveLength(0);
    },
  );

  describe('when the maps service fails', () => {
    withShortTimeout(env.maps);
    it.each(routeFaults)('answers %s with JSON, never a 500', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: AUTOCOMPLETE, ...fault, times: 0 });
      const response = await getAutocomplete('input=Ames&country=US&language=en-US');
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    });
  });
});

describe('GET /api/places/details', () => {
  beforeEach(() => sandbox.reset());

  it("answers a prediction's place", async () => {
    const response = await getDetails('placeId=sandbox-BR-75901-970&language=pt-BR');
    expect(response.status).toBe(200);
    expect(placeDetailsSchema.parse(await response.json())).toEqual({
      placeId: 'sandbox-BR-75901-970',
      name: 'Rio Verde',
      formattedAddress: 'Rio Verde - GO, Brasil',
      latitude: -17.7923,
      longitude: -50.9192,
    });
  });

  it('answers 404 for a place the service does not know, 400 for what is not a place id', async () => {
    const unknown = await getDetails('placeId=ChIJunknown&language=en-US');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'place_not_found' });
    expect((await getDetails('placeId=a%2Fb&language=en-US')).status).toBe(400);
  });

  describe('when the maps service fails', () => {
    withShortTimeout(env.maps);
    it.each(routeFaults)('answers %s with JSON, never a 500', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: DETAILS, ...fault, times: 0 });
      const response = await getDetails('placeId=sandbox-US-50010&language=en-US');
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    });
  });
});
