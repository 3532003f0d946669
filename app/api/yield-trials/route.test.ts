// @vitest-environment node
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { TRIAL_CARD_LIMIT, TRIAL_RADIUS_MILES, yieldTrialsAnswerSchema } from '@/lib/yield-trials/contract';
import { sandbox } from '@/tests/sandbox-control';
import { GET } from './route';

const SEARCH_PATH = '/yield-trials/v1/trials';
const CACHE = 'public, max-age=300, s-maxage=1800';

async function get(query: string) {
  const response = await GET(new NextRequest(`http://localhost/api/yield-trials?${query}`));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

describe('GET /api/yield-trials', () => {
  beforeEach(() => sandbox.reset());

  it('answers the three nearest trials of the brand within 200 miles, cacheable', async () => {
    const { status, cacheControl, body } = await get('zip=50309&brand=terralis');
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: CACHE });
    const answer = yieldTrialsAnswerSchema.parse(body);
    expect(answer.zip).toBe('50309');
    expect(answer.trials).toHaveLength(TRIAL_CARD_LIMIT);
    expect(answer.trials[0]).toMatchObject({ reportId: 'TR-2026-IA-0412', locationName: 'Ames, IA', brand: 'terralis', distanceMiles: 30.7 });
    for (const trial of answer.trials) expect(trial.distanceMiles).toBeLessThanOrEqual(TRIAL_RADIUS_MILES);
    const [request] = await sandbox.requests(SEARCH_PATH);
    expect(request!.query).toEqual({ brand: 'terralis', zip: '50309', radiusMiles: '200', limit: '3' });
  });

  it("answers the other brand's trials for its slug", async () => {
    const answer = yieldTrialsAnswerSchema.parse((await get('zip=68508&brand=terralis-pro')).body);
    expect(answer.trials).toHaveLength(3);
    expect(answer.trials.every((trial) => trial.brand === 'terralis-pro')).toBe(true);
  });

  it('answers no trials, still cacheable, where none is within 200 miles (Miami)', async () => {
    expect(await get('zip=33131&brand=terralis')).toEqual({ status: 200, cacheControl: CACHE, body: { zip: '33131', trials: [] } });
  });

  it('answers 404 zipcode_not_found for a zip the service has no place for', async () => {
    expect(await get('zip=99999&brand=terralis')).toMatchObject({ status: 404, body: { error: 'zipcode_not_found' } });
  });

  it.each(['', 'zip=&brand=terralis', 'zip=5030&brand=terralis', 'zip=503091&brand=terralis', 'zip=50309-1234&brand=terralis', 'zip=5O309&brand=terralis', 'brand=terralis', 'zip=abcde&brand=acme'])(
    'answers 400 invalid_zipcode for %j, without calling the service',
    async (query) => {
      expect(await get(query)).toMatchObject({ status: 400, body: { error: 'invalid_zipcode', message: expect.any(String) } });
      expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
    },
  );

  it.each(['zip=50309', 'zip=50309&brand=', 'zip=50309&brand=acme', 'zip=50309&brand=Terralis'])('answers 400 invalid_brand for %j, without calling the service', async (query) => {
    expect(await get(query)).toMatchObject({ status: 400, body: { error: 'invalid_brand' } });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });

  describe('when the service fails', () => {
    const timeoutMs = env.yieldTrials.timeoutMs;
    beforeAll(() => {
      env.yieldTrials.timeoutMs = 300;
    });
    afterAll(() => {
      env.yieldTrials.timeoutMs = timeoutMs;
    });

    it.each([
      ['an error status', { status: 503 }, 502, 'upstream_error'],
      ['a 404 that is not its unknown zip', { status: 404 }, 502, 'upstream_error'],
      ['a body that is not its JSON', { malformed: true }, 502, 'upstream_error'],
      ['no answer in time', { delayMs: 5_000 }, 504, 'upstream_timeout'],
    ])('answers %s with JSON, never a 500, not cached', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: SEARCH_PATH, ...fault, times: 0 });
      const response = await get('zip=50309&brand=terralis');
      expect(response).toMatchObject({ status, body: { error } });
      expect(response.cacheControl).not.toBe(CACHE);
    });

    it('answers 502 when no service is configured', async () => {
      const { baseUrl } = env.yieldTrials;
      env.yieldTrials.baseUrl = null;
      try {
        expect(await get('zip=50309&brand=terralis')).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
      } finally {
        env.yieldTrials.baseUrl = baseUrl;
      }
    });
  });
});
