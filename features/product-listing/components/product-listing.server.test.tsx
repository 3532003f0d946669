// @vitest-environment node
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { productListingSchema } from '../schema';
import { ProductListingBlock } from './product-listing-block';

vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
vi.mock('next-intl/server', () => import('@/tests/server-translations'));

beforeEach(() => sandbox.reset());

describe('the listing in the server’s HTML', () => {
  it('is whole without script: every product with its page link and preview, closed details left out, the letter bar and the count', async () => {
    const context = makeContext({ locale: 'pt-BR', page: makePage({ path: '/seeds' }) });
    const block = await ProductListingBlock({ props: productListingSchema.parse({ group: 'seeds' }), context, nodeId: 'listing' });
    const html = await text((await prerenderToNodeStream(<>{block}</>)).prelude);

    expect(html.match(/<th role="rowheader" scope="row"/g)).toHaveLength(41);
    expect(html).toContain('href="/pt-BR/d/baluarte-t0887"');
    expect(html).toContain('Baluarte T0887 é um híbrido de milho de…');
    expect(html).toMatch(/<button type="button" class="[^"]*" aria-expanded="false"><span[^>]*>Detalhes<\/span>/);
    expect(html).not.toContain('listing-baluarte-t0887-details');
    expect(html).not.toContain('Ficha técnica');
    expect(html).toMatch(/<button type="button" class="[^"]*" aria-pressed="false" disabled="">W<\/button>/);
    expect(html).toContain('41 produtos exibidos');
  });
});
