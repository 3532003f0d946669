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
  it('is whole without script: every product, its page link and its closed details, the letter bar and the count', async () => {
    const context = makeContext({ locale: 'pt-BR', page: makePage({ path: '/seeds' }) });
    const block = await ProductListingBlock({ props: productListingSchema.parse({ group: 'seeds' }), context, nodeId: 'listing' });
    const html = await text((await prerenderToNodeStream(<>{block}</>)).prelude);

    expect(html.match(/<th scope="row"/g)).toHaveLength(41);
    expect(html).toContain('href="/pt-BR/d/baluarte-t0887"');
    expect(html).toMatch(/<tr id="listing-baluarte-t0887-details" hidden=""/);
    expect(html).toContain('Ficha técnica');
    expect(html).toMatch(/<button type="button" class="[^"]*" aria-pressed="false" disabled="">W<\/button>/);
    expect(html).toContain('41 produtos exibidos');
  });
});
