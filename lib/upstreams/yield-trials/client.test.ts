// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env, parseEnv } from '@/lib/env';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { trialReportSchema, trialSchema } from '@/lib/yield-trials/contract';
import { productionEnv } from '@/tests/production-env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { yieldTrials, type TrialsNear } from './client';
import type { YieldTrialsSettings } from './config';
import type { TrialWire } from './contract';

const SEARCH_PATH = '/yield-trials/v1/trials';
const reportSandboxPath = (reportId: string) => `${SEARCH_PATH}/${reportId}`;
const AMES_CORN = 'TR-2026-IA-0412';

const trialsOf = (near: TrialsNear) => {
  if (near.kind !== 'trials') throw new Error(`expected trials, got ${near.kind}`);
  return near.trials;
};

beforeEach(() => sandbox.reset());

describe('trials near a zip, on the sandbox', () => {
  it('answers the three nearest of the brand around Des Moines, as our Trial', async () => {
    const near = await yieldTrials.near({ brand: 'terralis', zip: '50309', limit: 3 });
    expect(near).toMatchObject({ kind: 'trials', zip: '50309', origin: { latitude: 41.5868, longitude: -93.625 } });
    const trials = trialsOf(near);
    expect(trials.map((trial) => trial.reportId)).toEqual([AMES_CORN, 'TR-2025-IA-0127', 'TR-2024-IA-0305']);
    for (const trial of trials) expect(trialSchema.parse(trial)).toEqual(trial);
    expect(trials[0]).toMatchObject({ locationName: 'Ames, IA', cropGrown: 'Corn', year: 2026, cooperator: 'Hansen Family Farms', distanceMiles: 30.7 });
    const [request] = await sandbox.requests(SEARCH_PATH);
    expect(request!.query).toEqual({ brand: 'terralis', zip: '50309', radiusMiles: '200', limit: '3' });
  });

  it('asks for one crop when told', async () => {
    const trials = trialsOf(await yieldTrials.near({ brand: 'terralis-pro', zip: '61820', limit: 3, crop: 'Soybeans' }));
    expect(trials.length).toBeGreaterThan(0);
    expect(trials.every((trial) => trial.cropGrown === 'Soybeans' && trial.brand === 'terralis-pro')).toBe(true);
    expect((await sandbox.requests(SEARCH_PATH))[0]!.query).toMatchObject({ crop: 'Soybeans' });
  });

  it('answers no trials where none is within 200 miles (Miami)', async () => {
    expect(await yieldTrials.near({ brand: 'terralis', zip: '33131', limit: 3 })).toMatchObject({ kind: 'trials', zip: '33131', trials: [] });
  });

  it("tells a zip the service does not know from a failure", async () => {
    expect(await yieldTrials.near({ brand: 'terralis', zip: '99999', limit: 3 })).toEqual({ kind: 'zipcode-not-found', zip: '99999' });
  });

  it("fails with the service's 400 on a zip or brand it refuses", async () => {
    expect(await upstreamFailureOf(yieldTrials.near({ brand: 'terralis', zip: '5030', limit: 3 }))).toMatchObject({ failure: 'status', status: 400 });
    expect(await upstreamFailureOf(yieldTrials.near({ brand: 'other' as 'terralis', zip: '50309', limit: 3 }))).toMatchObject({ failure: 'status', status: 400 });
  });

  it("fails with the service's 401 on a key it refuses, without retrying", async () => {
    const failure = await upstreamFailureOf(yieldTrials.near({ brand: 'terralis', zip: '50309', limit: 3 }, { ...env.yieldTrials, apiKey: 'stolen' }));
    expect(failure).toMatchObject({ failure: 'status', status: 401 });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(1);
  });

  it('fails without calling anything when no service is configured', async () => {
    const unconfigured: YieldTrialsSettings = { baseUrl: null, apiKey: null, timeoutMs: 500 };
    expect(await upstreamFailureOf(yieldTrials.near({ brand: 'terralis', zip: '50309', limit: 3 }, unconfigured))).toMatchObject({ failure: 'unreachable' });
    expect(await upstreamFailureOf(yieldTrials.report(AMES_CORN, unconfigured))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });
});

describe('the sandbox service', () => {
  const search = (query: string, key = 'sandbox-yield-trials-key') =>
    sandboxFetch(`${SANDBOX_ORIGIN}${SEARCH_PATH}?${query}`, { headers: key ? { 'x-api-key': key } : {} });

  it.each([
    ['zip=5030&brand=terralis', 400, 'invalid-zipcode'],
    ['zip=50309&brand=acme', 400, 'invalid-brand'],
    ['zip=50309&brand=terralis&crop=Wheat', 400, 'invalid-crop'],
    ['zip=50309&brand=terralis&radiusMiles=900', 400, 'invalid-request'],
    ['zip=50309&brand=terralis&limit=0', 400, 'invalid-request'],
    ['zip=99999&brand=terralis', 404, 'zipcode-not-found'],
  ])('answers %s with %i %s', async (query, status, error) => {
    const response = await search(query);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error, message: expect.any(String) });
  });

  it('refuses a request without the key, on every path', async () => {
    expect((await search('zip=50309&brand=terralis', '')).status).toBe(401);
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}${reportSandboxPath(AMES_CORN)}`)).status).toBe(401);
  });

  it('searches 10 trials within 200 miles by default', async () => {
    const answer = (await (await search('zip=50010&brand=terralis-pro')).json()) as { trials: TrialWire[] };
    expect(answer.trials.length).toBeGreaterThan(3);
    expect(answer.trials.length).toBeLessThanOrEqual(10);
    expect(answer.trials.every((trial) => trial.distanceMiles <= 200)).toBe(true);
  });
});

describe('trials near a zip, from a configured service', () => {
  const settings: YieldTrialsSettings = { baseUrl: 'https://trials.terralis.example/v1/', apiKey: 'key', timeoutMs: 500 };
  const at = (reportId: string, distanceMiles: number, brand = 'terralis'): TrialWire => ({
    reportId,
    brand: brand as TrialWire['brand'],
    cropGrown: 'Corn',
    locationName: 'Ames, IA',
    year: 2026,
    cooperator: 'A farm',
    location: { latitude: 42.03, longitude: -93.63 },
    distanceMiles,
    summaryItems: [{ title: 'Top yield', description: 'Terralis T1184', value: '231.4 bu/A', extra: 'ignored' } as TrialWire['summaryItems'][number]],
  });

  it('sends the key in its header, and keeps at most `limit` trials of the brand within 200 miles, nearest first', async () => {
    let key: string | null = null;
    server.use(
      http.get('https://trials.terralis.example/v1/trials', ({ request }) => {
        key = request.headers.get('x-api-key');
        return HttpResponse.json({
          zip: '50309',
          origin: { latitude: 41.5868, longitude: -93.625 },
          trials: [at('TR-C', 150.04), at('TR-FAR', 200.2), at('TR-B', 12.345), at('TR-PRO', 5, 'terralis-pro'), at('TR-A', 150.04), at('TR-D', 180)],
        });
      }),
    );
    const trials = trialsOf(await yieldTrials.near({ brand: 'terralis', zip: '50309', limit: 3 }, settings));
    expect(key).toBe('key');
    expect(trials.map((trial) => [trial.reportId, trial.distanceMiles])).toEqual([
      ['TR-B', 12.3],
      ['TR-A', 150],
      ['TR-C', 150],
    ]);
    expect(trials[0]!.summaryItems).toEqual([{ title: 'Top yield', description: 'Terralis T1184', value: '231.4 bu/A' }]);
  });

  it('reads the service\'s zipcode-not-found 404 as an answer, and any other 404 as not found', async () => {
    server.use(http.get('https://trials.terralis.example/v1/trials', () => HttpResponse.json({ error: 'zipcode-not-found', message: 'No such zip.' }, { status: 404 })));
    expect(await yieldTrials.near({ brand: 'terralis', zip: '00501', limit: 3 }, settings)).toEqual({ kind: 'zipcode-not-found', zip: '00501' });
    server.use(http.get('https://trials.terralis.example/v1/trials', () => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } })));
    expect(await upstreamFailureOf(yieldTrials.near({ brand: 'terralis', zip: '00501', limit: 3 }, settings))).toMatchObject({ failure: 'not_found', status: 404 });
  });

  it('fails as malformed on an answer without its origin', async () => {
    server.use(http.get('https://trials.terralis.example/v1/trials', () => HttpResponse.json({ zip: '50309', trials: [] })));
    expect(await upstreamFailureOf(yieldTrials.near({ brand: 'terralis', zip: '50309', limit: 3 }, settings))).toMatchObject({ failure: 'malformed' });
  });
});

describe('a trial report', () => {
  it('answers the full report of a trial, entries best first', async () => {
    const report = await yieldTrials.report(AMES_CORN);
    expect(trialReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ reportId: AMES_CORN, locationName: 'Ames, IA', year: 2026, soilType: expect.any(String), tillage: expect.any(String) });
    expect(report!.entries.length).toBeGreaterThanOrEqual(6);
    expect(report!.entries.map((entry) => entry.rank)).toEqual(report!.entries.map((_, index) => index + 1));
    expect(report).not.toHaveProperty('distanceMiles');
    expect(await sandbox.requests(reportSandboxPath(AMES_CORN))).toHaveLength(1);
  });

  it('answers null for a report the service does not know', async () => {
    expect(await yieldTrials.report('TR-2026-IA-9999')).toBeNull();
  });

  it('keeps an odd id inside its path segment', async () => {
    expect(await yieldTrials.report('../trials?zip=50309')).toBeNull();
    const [request] = await sandbox.requests(`${SEARCH_PATH}/..%2Ftrials%3Fzip%3D50309`);
    expect(request).toBeDefined();
  });

  it.each([
    ['an error status', { status: 503 }, { failure: 'status', status: 503 }],
    ['a body that is not JSON', { malformed: true }, { failure: 'malformed' }],
  ])('fails on %s, without retrying', async (_name, fault, failure) => {
    await sandbox.fault({ path: reportSandboxPath(AMES_CORN), ...fault, times: 0 });
    expect(await upstreamFailureOf(yieldTrials.report(AMES_CORN))).toMatchObject(failure);
    expect(await sandbox.requests(reportSandboxPath(AMES_CORN))).toHaveLength(1);
  });

  it('gives up on a slow answer at its timeout', async () => {
    await sandbox.fault({ path: reportSandboxPath(AMES_CORN), delayMs: 5_000, times: 0 });
    expect(await upstreamFailureOf(yieldTrials.report(AMES_CORN, { ...env.yieldTrials, timeoutMs: 50 }))).toMatchObject({ failure: 'timeout' });
  });
});

describe('yield trials settings', () => {
  it("use the sandbox with its key while the sandbox is on, even when a key alone is set", () => {
    const sandboxed = { baseUrl: 'http://sandbox.internal/yield-trials/v1', apiKey: 'sandbox-yield-trials-key', timeoutMs: 5000 };
    expect(parseEnv({}).yieldTrials).toEqual(sandboxed);
    expect(parseEnv({ YIELD_TRIALS_API_KEY: 'real-key' }).yieldTrials).toEqual(sandboxed);
  });

  it('need a key with a configured service', () => {
    expect(() => parseEnv({ YIELD_TRIALS_API_URL: 'https://trials.terralis.example/v1' })).toThrow('YIELD_TRIALS_API_KEY: is required when YIELD_TRIALS_API_URL is set');
    expect(parseEnv({ ...productionEnv, YIELD_TRIALS_API_URL: 'https://trials.terralis.example/v1', YIELD_TRIALS_API_KEY: 'key', YIELD_TRIALS_TIMEOUT_MS: '2500' }).yieldTrials).toEqual({
      baseUrl: 'https://trials.terralis.example/v1',
      apiKey: 'key',
      timeoutMs: 2500,
    });
  });

  it('have no service once the sandbox is off and none is configured', () => {
    expect(parseEnv(productionEnv).yieldTrials).toEqual({ baseUrl: null, apiKey: null, timeoutMs: 5000 });
  });
});

describeUpstreamFaults('trials near a zip', { path: SEARCH_PATH }, (timeoutMs) =>
  yieldTrials.near({ brand: 'terralis', zip: '50309', limit: 3 }, { ...env.yieldTrials, timeoutMs }),
);
