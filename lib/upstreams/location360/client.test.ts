// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env, parseEnv } from '@/lib/env';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { productionEnv } from '@/tests/production-env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { location360 } from './client';
import type { Location360Settings } from './config';

const SEARCH_PATH = '/location360/v2/postcodes/search';

beforeEach(() => sandbox.reset());

describe('a CEP prefix, on the sandbox', () => {
  it.each([
    ['01310', 'São Paulo', [-46.6544, -23.5614]],
    ['78890', 'Sorriso', [-55.7114, -12.5425]],
    ['99010', 'Passo Fundo', [-52.4066, -28.2612]],
  ])('answers the place of %s', async (prefix, name, coordinates) => {
    expect(await location360.postcode(prefix)).toEqual({ geometry: { coordinates }, properties: { postcode_name: name } });
    const [request] = await sandbox.requests(SEARCH_PATH);
    expect(request).toMatchObject({ method: 'POST', query: { postCode: prefix } });
  });

  it('answers null for a prefix it does not know', async () => {
    expect(await location360.postcode('00000')).toBeNull();
  });

  it('fails with its 400 on a prefix that is not five digits, and its 401 on a wrong key', async () => {
    expect(await upstreamFailureOf(location360.postcode('0131'))).toMatchObject({ failure: 'status', status: 400 });
    expect(await upstreamFailureOf(location360.postcode('01310', { ...env.location360, apiKey: 'stolen' }))).toMatchObject({ failure: 'status', status: 401 });
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}${SEARCH_PATH}?postCode=01310`, { method: 'POST' })).status).toBe(401);
  });

  it('fails without calling anything when no service is configured', async () => {
    const unconfigured: Location360Settings = { baseUrl: null, apiKey: null, timeoutMs: 500 };
    expect(await upstreamFailureOf(location360.postcode('01310', unconfigured))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });
});

describe('a CEP prefix, from a configured service', () => {
  const settings: Location360Settings = { baseUrl: 'https://api.location360.example/v2', apiKey: 'key', timeoutMs: 500 };

  it('keeps the first feature, and fails as malformed on a feature without its name', async () => {
    server.use(
      http.post('https://api.location360.example/v2/postcodes/search', () =>
        HttpResponse.json({ features: [{ geometry: { coordinates: [-47, -22] }, properties: { postcode_name: 'A' } }, { geometry: { coordinates: [-48, -23] }, properties: { postcode_name: 'B' } }] }),
      ),
    );
    expect(await location360.postcode('13083', settings)).toEqual({ geometry: { coordinates: [-47, -22] }, properties: { postcode_name: 'A' } });
    server.use(http.post('https://api.location360.example/v2/postcodes/search', () => HttpResponse.json({ features: [{ geometry: { coordinates: [-47, -22] }, properties: {} }] })));
    expect(await upstreamFailureOf(location360.postcode('13083', settings))).toMatchObject({ failure: 'malformed' });
  });
});

describe('Location360 and Magoya settings', () => {
  it('use the sandbox while it is on, and have nothing once it is off', () => {
    expect(parseEnv({}).location360).toEqual({ baseUrl: 'http://sandbox.internal/location360/v2', apiKey: 'sandbox-location360-key', timeoutMs: 5000 });
    expect(parseEnv({}).magoya).toEqual({ widgetUrl: 'http://sandbox.internal/magoya/v1', apiKey: 'sandbox-magoya-widget-key' });
    expect(parseEnv(productionEnv).location360).toEqual({ baseUrl: null, apiKey: null, timeoutMs: 5000 });
    expect(parseEnv(productionEnv).magoya).toEqual({ widgetUrl: null, apiKey: null });
  });

  it('need a key with a configured service', () => {
    expect(() => parseEnv({ LOCATION360_API_URL: 'https://api.location360.example/v2' })).toThrow('LOCATION360_API_KEY: is required when LOCATION360_API_URL is set');
    expect(() => parseEnv({ MAGOYA_WIDGET_URL: 'https://widgets.magoya.example/v1' })).toThrow('MAGOYA_WIDGET_API_KEY: is required when MAGOYA_WIDGET_URL is set');
  });
});

describeUpstreamFaults('a CEP prefix', { path: SEARCH_PATH }, (timeoutMs) => location360.postcode('01310', { ...env.location360, timeoutMs }));
