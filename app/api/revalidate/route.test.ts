// @vitest-environment node
import { revalidatePath, revalidateTag } from 'next/cache';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { resetSharedStore } from '@/tests/shared-store';
import { POST } from './route';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const call = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer sandbox-revalidate-secret' }) =>
  POST(new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSharedStore();
  });

  it('expires a page, its locale list and the sitemap at once', async () => {
    const response = await call({ path: '/pt-BR/campanhas' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true, tags: ['cms:page:pt-BR:/campanhas', 'cms:list:pt-BR'], paths: ['/pt-BR/campanhas', '/sitemap.xml'] });
    expect(revalidateTag).toHaveBeenCalledWith('cms:page:pt-BR:/campanhas', { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith('cms:list:pt-BR', { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/pt-BR/campanhas');
  });

  it('expires a tag, and the whole site for "cms"', async () => {
    expect((await call({ tag: 'cms:es-AR' }, { 'x-revalidate-secret': 'sandbox-revalidate-secret' })).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('cms:es-AR', { expire: 0 });
    await call({ tag: 'cms' });
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
  });

  it('answers 401 without the secret and touches nothing', async () => {
    expect((await call({ path: '/pt-BR' }, {})).status).toBe(401);
    expect((await call({ path: '/pt-BR' }, { authorization: 'Bearer sandbox-revalidate-secreT' })).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([[{}], [{ path: '//evil.example' }], [{ tag: 'everything' }], [{ path: '/pt-BR', tag: 'cms' }], [{ path: '/pt-BR', extra: 1 }], ['{oops']])('answers 400 for %j', async (body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^invalid_(request|json)$/) });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 413 for an oversized body', async () => {
    expect((await call({ path: `/pt-BR/${'a'.repeat(5000)}` })).status).toBe(413);
  });

  describe('guessing the secret', () => {
    afterEach(() => vi.useRealTimers());
    const wrong = (client: string) => call({ path: '/pt-BR' }, { authorization: 'Bearer a-guess', [CLIENT_ADDRESS_HEADER]: client });
    const right = (client: string) => call({ path: '/pt-BR' }, { authorization: 'Bearer sandbox-revalidate-secret', [CLIENT_ADDRESS_HEADER]: client });

    it('is refused for the window after 5 wrong secrets, even with the right one, for that client only', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let attempt = 1; attempt <= 5; attempt++) expect((await wrong('203.0.113.7')).status).toBe(401);
      const refused = await wrong('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'too_many_requests', message: 'Too many requests. Try again in a moment.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      expect((await right('203.0.113.7')).status).toBe(429);
      expect(revalidateTag).not.toHaveBeenCalled();
      expect((await right('198.51.100.9')).status).toBe(200);
      // Once the window is over, the right secret works again.
      vi.advanceTimersByTime(15 * 60 * 1000 + 1);
      expect((await right('203.0.113.7')).status).toBe(200);
    });

    it('does not count requests with the right secret', async () => {
      for (let attempt = 1; attempt <= 10; attempt++) expect((await right('203.0.113.7')).status).toBe(200);
    });
  });
});
