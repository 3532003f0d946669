// @vitest-environment node
import { getPage } from './pages';
import { contentSource } from './source';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
// The data cache itself is Next's: here every read goes to the source, which is what is counted.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

describe('published pages', () => {
  it('reads a page the listing knows', async () => {
    const read = vi.spyOn(contentSource, 'getPage');
    const page = await getPage('pt-BR', '/campanhas');
    expect(page?.path).toBe('/campanhas');
    expect(read).toHaveBeenCalledWith('pt-BR', '/campanhas', { draft: false });
    read.mockRestore();
  });

  it('answers null for an address no page has, without reading (or caching) it on its own', async () => {
    const read = vi.spyOn(contentSource, 'getPage');
    expect(await getPage('pt-BR', '/nao-existe-12345')).toBeNull();
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});
