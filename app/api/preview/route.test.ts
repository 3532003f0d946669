// @vitest-environment node
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { resetSharedStore } from '@/tests/shared-store';
import { GET } from './route';

const enable = vi.fn();
vi.mock('next/headers', () => ({ draftMode: vi.fn(async () => ({ enable, disable: vi.fn(), isEnabled: false })) }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  redirect: vi.fn((to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  }),
}));

const call = (query: string) => GET(new Request(`http://localhost/api/preview?${query}`));

describe('GET /api/preview', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSharedStore();
  });

  it('turns draft mode on and redirects to the page path taken from the content, not the query', async () => {
    await expect(call('secret=sandbox-preview-secret&path=/pt-BR/campanhas/')).rejects.toMatchObject({ to: '/pt-BR/campanhas' });
    expect(enable).toHaveBeenCalledOnce();
    await expect(call('secret=sandbox-preview-secret&path=/pt-BR/lancamento-safra-2027')).rejects.toMatchObject({ to: '/pt-BR/lancamento-safra-2027' });
  });

  it('answers 401 for a missing or wrong secret before looking at anything else', async () => {
    for (const query of ['path=/pt-BR', 'secret=&path=/pt-BR', 'secret=guess-guess-guess&path=/pt-BR']) {
      expect((await call(query)).status).toBe(401);
    }
    expect(draftMode).not.toHaveBeenCalled();
  });

  it('answers 400 for a path that is not a page path of ours and 404 for a missing page', async () => {
    for (const path of ['https://evil.example/pt-BR', '//evil.example', '/pt-BR/../x', 'javascript:alert(1)', '/fr-FR']) {
      expect((await call(`secret=sandbox-preview-secret&path=${encodeURIComponent(path)}`)).status).toBe(400);
    }
    expect((await call('secret=sandbox-preview-secret&path=/pt-BR/nao-existe')).status).toBe(404);
    expect(enable).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('refuses a client past 5 wrong secrets for the window, even with the right one', async () => {
    const from = (client: string, secret: string) => GET(new Request(`http://localhost/api/preview?secret=${secret}&path=/pt-BR/campanhas`, { headers: { [CLIENT_ADDRESS_HEADER]: client } }));
    for (let attempt = 1; attempt <= 5; attempt++) expect((await from('203.0.113.7', 'a-guess')).status).toBe(401);
    expect((await from('203.0.113.7', 'a-guess')).status).toBe(429);
    expect((await from('203.0.113.7', 'sandbox-preview-secret')).status).toBe(429);
    expect(enable).not.toHaveBeenCalled();
    await expect(from('198.51.100.9', 'sandbox-preview-secret')).rejects.toMatchObject({ to: '/pt-BR/campanhas' });
  });
});
