// @vitest-environment node
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { productCardGridSchema, productListSchema } from '../schema';
import { ProductCardGridBlock } from './product-card-grid-block';
import { ProductListBlock } from './product-list-block';

vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
vi.mock('next-intl/server', () => import('@/tests/server-translations'));

beforeEach(() => sandbox.reset());

const html = async (block: ReactNode) => text((await prerenderToNodeStream(<>{block}</>)).prelude);

describe('the blocks in the server’s HTML', () => {
  it('the list: the first 20 cards with their links, the controls, the count and view more', async () => {
    const context = makeContext({ locale: 'pt-BR', page: makePage({ path: '/brands' }) });
    const page = await html(await ProductListBlock({ props: productListSchema.parse({ groups: ['seeds', 'crop-protection', 'biological'] }), context, nodeId: 'list' }));
    expect(page.match(/<article/g)).toHaveLength(20);
    expect(page).toContain('href="/pt-BR/d/aurora-t0785"');
    expect(page).toContain('id="list-search"');
    expect(page).toContain('Exibindo 20 de 75 produtos');
    expect(page).toMatch(/<button type="button"[^>]*>Ver mais<\/button>/);
  });

  it('the grid: page 1 of a cached page (no query known) and real links to the other pages', async () => {
    const context = makeContext({ locale: 'en-US', page: makePage({ locale: 'en-US', path: '/farming-systems' }) });
    const page = await html(await ProductCardGridBlock({ props: productCardGridSchema.parse({ group: 'crop-protection', crop: 'SOY' }), context, nodeId: 'grid' }));
    expect(page.match(/<article/g)).toHaveLength(12);
    expect(page).toContain('href="/en-US/cpd/arado-480-sl"');
    expect(page).toMatch(/<a href="\/en-US\/farming-systems" [^>]*aria-current="page"/);
    expect(page).toContain('href="/en-US/farming-systems?page=2"');
  });

  it('the grid on a per-request page: the page the address asks for', async () => {
    const context = makeContext({ locale: 'en-US', page: makePage({ locale: 'en-US', path: '/farming-systems' }), searchParams: new URLSearchParams('page=2') });
    const page = await html(await ProductCardGridBlock({ props: productCardGridSchema.parse({ group: 'crop-protection', crop: 'SOY' }), context, nodeId: 'grid' }));
    expect(page.match(/<article/g)).toHaveLength(7);
    expect(page).toMatch(/<a href="\/en-US\/farming-systems\?page=2" [^>]*aria-current="page"/);
  });
});
