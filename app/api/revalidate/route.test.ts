// @vitest-environment node
import { revalidatePath, revalidateTag } from 'next/cache';
import { POST } from './route';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const call = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer sandbox-revalidate-secret' }) =>
  POST(new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

describe('POST /api/revalidate', () => {
  beforeEach(() => vi.clearAllMocks());

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
});
