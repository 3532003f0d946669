// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { resetSharedStore } from '@/tests/shared-store';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET, PUT } from './route';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

/** 4 units. */
const COURSE = 'ferrugem-asiatica-da-soja';
const address = (slug: string, query = '') => new URL(`/api/courses/${slug}/progress${query}`, env.site.url).toString();
const paramsOf = (slug: string) => ({ params: Promise.resolve({ slug }) });

const signIn = (sub: string) => {
  session.current = newSession({ sub, email: `${sub}@example.com.br`, accessToken: `token-${sub}` });
};

async function read(slug = COURSE, query = '?locale=pt-BR') {
  const response = await GET(new Request(address(slug, query)), paramsOf(slug));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

async function complete(body: unknown, { slug = COURSE, headers = {} }: { slug?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(address(slug), { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const response = await PUT(request, paramsOf(slug));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

describe('/api/courses/{slug}/progress', () => {
  beforeEach(async () => {
    await sandbox.reset();
    resetSharedStore();
    session.current = null;
  });

  it('answers 401 signed out, to a read and a write, privately', async () => {
    expect(await read()).toMatchObject({ status: 401, cacheControl: 'private, no-store', body: { error: 'unauthenticated' } });
    expect(await complete({ locale: 'pt-BR', unit: 0 })).toMatchObject({ status: 401, cacheControl: 'private, no-store' });
  });

  it('answers nothing completed of a course never opened', async () => {
    signIn('sbx-br-0001');
    expect(await read()).toEqual({ status: 200, cacheControl: 'private, no-store', body: { completed: [], unitCount: 4 } });
  });

  it("keeps the completed units per user: once each, in order, and nobody else's", async () => {
    signIn('sbx-br-0001');
    expect(await complete({ locale: 'pt-BR', unit: 2 })).toEqual({ status: 200, cacheControl: 'private, no-store', body: { completed: [2], unitCount: 4 } });
    await complete({ locale: 'pt-BR', unit: 0 });
    expect((await complete({ locale: 'pt-BR', unit: 2 })).body).toEqual({ completed: [0, 2], unitCount: 4 });
    expect((await read()).body).toEqual({ completed: [0, 2], unitCount: 4 });
    signIn('sbx-br-0002');
    expect((await read()).body).toEqual({ completed: [], unitCount: 4 });
    expect((await read('tecnologia-de-aplicacao')).body).toEqual({ completed: [], unitCount: 6 });
  });

  it.each([
    ['a unit past the last', { locale: 'pt-BR', unit: 4 }, { unit: ['The course has 4 units.'] }],
    ['a negative unit', { locale: 'pt-BR', unit: -1 }, { unit: [expect.any(String)] }],
    ['a unit that is not a whole number', { locale: 'pt-BR', unit: 1.5 }, { unit: [expect.any(String)] }],
    ['no locale', { unit: 1 }, { locale: [expect.any(String)] }],
  ])('refuses %s with 400 and stores nothing', async (_, body, details) => {
    signIn('sbx-br-0001');
    expect(await complete(body)).toMatchObject({ status: 400, body: { error: 'invalid_request', details } });
    expect((await read()).body).toEqual({ completed: [], unitCount: 4 });
  });

  it('refuses a bad slug or locale with 400, and answers 404 for a course the locale lacks', async () => {
    signIn('sbx-br-0001');
    expect(await read('Not A Slug!')).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await read(COURSE, '?locale=fr-FR')).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await read('curso-que-nao-existe')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await complete({ locale: 'en-US', unit: 0 })).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('refuses a write from another site and a body that is not JSON', async () => {
    signIn('sbx-br-0001');
    expect((await complete({ locale: 'pt-BR', unit: 0 }, { headers: { origin: 'https://elsewhere.example' } })).status).toBe(403);
    expect((await complete({ locale: 'pt-BR', unit: 0 }, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await read()).body).toEqual({ completed: [], unitCount: 4 });
  });

  describe('when the courses service fails', () => {
    withShortTimeout(env.courses);

    it.each(routeFaults.filter(([name]) => name !== 'a 404'))('answers %s with 502 or 504, never a 500', async (_, fault, status, code) => {
      signIn('sbx-br-0001');
      await sandbox.fault({ path: `/courses/v1/courses/${COURSE}`, ...fault, times: 0 });
      expect(await read()).toMatchObject({ status, cacheControl: 'private, no-store', body: { error: code } });
      expect(await complete({ locale: 'pt-BR', unit: 0 })).toMatchObject({ status, body: { error: code } });
    });
  });
});
