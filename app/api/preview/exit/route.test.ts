// @vitest-environment node
import { POST } from './route';

const disable = vi.fn();
vi.mock('next/headers', () => ({ draftMode: async () => ({ disable }) }));

const exit = (headers: Record<string, string>, body = 'path=%2Fpt-BR%2Fcampanhas') =>
  POST(new Request('http://localhost:3000/api/preview/exit', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body }));

describe('POST /api/preview/exit', () => {
  beforeEach(() => disable.mockClear());

  it('ends preview and returns to the published page', async () => {
    const response = await exit({ origin: 'http://localhost:3000' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pt-BR/campanhas');
    expect(disable).toHaveBeenCalledOnce();
  });

  it('goes home for a path that is not a page path', async () => {
    expect((await exit({}, 'path=https%3A%2F%2Fevil.example')).headers.get('location')).toBe('/');
  });

  it('does nothing for a page of another site, nor for a body over its limit', async () => {
    expect((await exit({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await exit({}, `path=${'x'.repeat(5000)}`)).status).toBe(413);
    expect(disable).not.toHaveBeenCalled();
  });
});
