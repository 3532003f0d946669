// @vitest-environment node
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { withShortTimeout } from '@/tests/upstream-faults';
import { GET } from './route';

const BATCH_PATH = '/cultivio/v1/corn-batch';
const CACHE = 'public, max-age=300, s-maxage=3600';

async function get(query: string) {
  const response = await GET(new NextRequest(`http://localhost/api/partners/cultivio/corn-batch/?${query}`));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

describe('GET /api/partners/cultivio/corn-batch', () => {
  beforeEach(() => sandbox.reset());

  it("passes a batch's report on, cacheable, asking for the trimmed, upper-cased code", async () => {
    expect(await get('seedGroupCode=%20tl2280-24-0153%20')).toEqual({
      status: 200,
      cacheControl: CACHE,
      body: { hybrid: 'TL 2280 VIP3', grade: 'C2M', germinationPower: 96, recommendedPlate: 'Disco 28 furos, 8 mm', doubles: 1.5, failures: 2.25, pureSeed: 99.8, dav: '12/03/2026' },
    });
    expect((await sandbox.requests(BATCH_PATH))[0]!.query).toEqual({ seedGroupCode: 'TL2280-24-0153' });
  });

  it("passes Cultivio's message for an unknown batch on, with its 200, not cached", async () => {
    expect(await get('seedGroupCode=ZZ9999')).toEqual({ status: 200, cacheControl: 'no-store', body: { message: 'Lote ZZ9999 não encontrado.' } });
  });

  it.each(['', 'seedGroupCode=', 'seedGroupCode=%20%20', 'seedGroupCode=TL%202280', 'seedGroupCode=' + 'A'.repeat(33)])('answers 400 with a message for %j, without calling Cultivio', async (query) => {
    expect(await get(query)).toMatchObject({ status: 400, body: { error: 'invalid_request', message: expect.any(String) } });
    expect(await sandbox.requests(BATCH_PATH)).toHaveLength(0);
  });

  describe('when Cultivio fails', () => {
    withShortTimeout(env.cultivio);

    it.each([
      ['its 400', { status: 400 }, 400, { error: 'sandbox_fault', message: 'Injected status 400' }],
      ['an error status', { status: 503 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
      ['a 404', { status: 404 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
      ['a 401', { status: 401 }, 502, { error: 'upstream_error', message: 'Unkown error' }],
      ['a body that is not its JSON', { malformed: true }, 502, { error: 'upstream_error', message: 'Error' }],
      ['no answer in time', { delayMs: 5_000 }, 504, { error: 'upstream_timeout', message: 'Error' }],
    ])('answers %s as the spec says, never a 500, not cached', async (_kind, fault, status, body) => {
      await sandbox.fault({ path: BATCH_PATH, ...fault, times: 0 });
      expect(await get('seedGroupCode=TL2280-24-0153')).toEqual({ status, cacheControl: 'no-store', body });
    });

    it("answers 'Error' when no service is configured", async () => {
      const { baseUrl } = env.cultivio;
      env.cultivio.baseUrl = null;
      try {
        expect(await get('seedGroupCode=TL2280-24-0153')).toMatchObject({ status: 502, body: { message: 'Error' } });
      } finally {
        env.cultivio.baseUrl = baseUrl;
      }
    });
  });
});
