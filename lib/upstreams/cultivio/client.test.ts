// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env, parseEnv } from '@/lib/env';
import { seedQualityResultSchema } from '@/lib/seed-quality/contract';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { productionEnv } from '@/tests/production-env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { cultivio } from './client';
import type { CultivioSettings } from './config';

const BATCH_PATH = '/cultivio/v1/corn-batch';

beforeEach(() => sandbox.reset());

describe('a corn batch, on the sandbox', () => {
  it("answers a known batch's quality report, asking for its code with the key", async () => {
    const answer = await cultivio.cornBatch('TL2280-24-0153');
    expect(answer.status).toBe(200);
    expect(seedQualityResultSchema.parse(answer.body)).toEqual({
      hybrid: 'TL 2280 VIP3',
      grade: 'C2M',
      germinationPower: 96,
      recommendedPlate: 'Disco 28 furos, 8 mm',
      doubles: 1.5,
      failures: 2.25,
      pureSeed: 99.8,
      dav: '12/03/2026',
    });
    const [request] = await sandbox.requests(BATCH_PATH);
    expect(request!.query).toEqual({ seedGroupCode: 'TL2280-24-0153' });
  });

  it('answers a message for a code it has no batch for', async () => {
    expect(await cultivio.cornBatch('XX0000-00-0000')).toEqual({ status: 200, body: { message: 'Lote XX0000-00-0000 não encontrado.' } });
  });

  it('answers its 400 error body for a code it refuses', async () => {
    expect(await cultivio.cornBatch('not a code')).toEqual({ status: 400, body: { message: 'seedGroupCode inválido.' } });
  });

  it('fails with its 401 on a key it refuses, without retrying', async () => {
    expect(await upstreamFailureOf(cultivio.cornBatch('TL2280-24-0153', { ...env.cultivio, apiKey: 'stolen' }))).toMatchObject({ failure: 'status', status: 401 });
    expect(await sandbox.requests(BATCH_PATH)).toHaveLength(1);
  });

  it('fails without calling anything when no service is configured', async () => {
    const unconfigured: CultivioSettings = { baseUrl: null, apiKey: null, timeoutMs: 500 };
    expect(await upstreamFailureOf(cultivio.cornBatch('TL2280-24-0153', unconfigured))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(BATCH_PATH)).toHaveLength(0);
  });

  it('refuses a request without the key', async () => {
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}${BATCH_PATH}?seedGroupCode=TL2280-24-0153`)).status).toBe(401);
  });
});

describe('a corn batch, from a configured service', () => {
  const settings: CultivioSettings = { baseUrl: 'https://api.cultivio.example/v1/', apiKey: 'key', timeoutMs: 500 };
  const URL = 'https://api.cultivio.example/v1/corn-batch';

  it('fails as malformed on a 200 that is neither a report nor a message, and on a 400 without a message', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ hybrid: 'TL 2280' })));
    expect(await upstreamFailureOf(cultivio.cornBatch('A1', settings))).toMatchObject({ failure: 'malformed' });
    server.use(http.get(URL, () => HttpResponse.json({ error: 'bad' }, { status: 400 })));
    expect(await upstreamFailureOf(cultivio.cornBatch('A1', settings))).toMatchObject({ failure: 'malformed' });
    server.use(http.get(URL, () => new HttpResponse('<h1>Bad Request</h1>', { status: 400, headers: { 'content-type': 'text/html' } })));
    expect(await upstreamFailureOf(cultivio.cornBatch('A1', settings))).toMatchObject({ failure: 'malformed' });
  });

  it('keeps the fields it reads from a report with more', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ hybrid: 'H', grade: 'G', germinationPower: 90, recommendedPlate: 'P', doubles: 1, failures: 2, pureSeed: 99, dav: 'D', lab: 'x' })));
    expect((await cultivio.cornBatch('A1', settings)).body).not.toHaveProperty('lab');
  });
});

describe('Cultivio settings', () => {
  it('use the sandbox with its key while the sandbox is on', () => {
    expect(parseEnv({ CULTIVIO_API_KEY: 'real' }).cultivio).toEqual({ baseUrl: 'http://sandbox.internal/cultivio/v1', apiKey: 'sandbox-cultivio-key', timeoutMs: 5000 });
  });

  it('need a key with a configured service, and have none once the sandbox is off', () => {
    expect(() => parseEnv({ CULTIVIO_API_URL: 'https://api.cultivio.example/v1' })).toThrow('CULTIVIO_API_KEY: is required when CULTIVIO_API_URL is set');
    expect(parseEnv(productionEnv).cultivio).toEqual({ baseUrl: null, apiKey: null, timeoutMs: 5000 });
  });
});

describeUpstreamFaults('a corn batch', { path: BATCH_PATH }, (timeoutMs) => cultivio.cornBatch('TL2280-24-0153', { ...env.cultivio, timeoutMs }));
