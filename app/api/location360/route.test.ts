// @vitest-environment node
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { POST } from './route';

const SEARCH_PATH = '/location360/v2/postcodes/search';

async function post(query: string, headers: Record<string, string> = {}) {
  const response = await POST(new NextRequest(`http://localhost/api/location360?${query}`, { method: 'POST', headers }));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

describe('POST /api/location360', () => {
  beforeEach(() => sandbox.reset());

  it('answers the place of a CEP prefix: its coordinates and name', async () => {
    expect(await post('postCode=38400')).toEqual({
      status: 200,
      cacheControl: 'private, max-age=3600',
      body: { geometry: { coordinates: [-48.2772, -18.9186] }, properties: { postcode_name: 'Uberlândia' } },
    });
    expect((await sandbox.requests(SEARCH_PATH))[0]!.query).toEqual({ postCode: '38400' });
  });

  it("answers 404 'CEP não encontrado' for a prefix Location360 does not know", async () => {
    expect(await post('postCode=00000')).toMatchObject({ status: 404, body: { error: 'postcode_not_found', message: 'CEP não encontrado' } });
  });

  it.each(['', 'postCode=', 'postCode=0131', 'postCode=013100', 'postCode=01.31', 'postCode=01310-100', 'postCode=abcde'])('answers 400 for %j, without calling Location360', async (query) => {
    expect(await post(query)).toMatchObject({ status: 400, body: { error: 'invalid_postcode' } });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });

  it('refuses a request from another site', async () => {
    expect(await post('postCode=38400', { origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { error: 'cross_site_request' } });
  });

  describe('when Location360 fails', () => {
    withShortTimeout(env.location360);

    it.each(routeFaults.filter(([kind]) => kind !== 'a 404'))('answers %s with JSON, never a 500', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: SEARCH_PATH, ...fault, times: 0 });
      expect(await post('postCode=38400')).toMatchObject({ status, body: { error } });
    });
  });
});
