// @vitest-environment node
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { productDirectorySchema } from '../schema';
import { ProductDirectoryBlock } from './product-directory-block';

vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
vi.mock('next-intl/server', () => import('@/tests/server-translations'));

beforeEach(() => sandbox.reset());

describe('the directory in the server’s HTML', () => {
  it('is the All tab’s first 8 cards, linked to their pages, with the tabs, the letter bar, the filters, the count and load more', async () => {
    const context = makeContext({ locale: 'en-US', page: makePage({ locale: 'en-US', path: '/products' }) });
    const props = productDirectorySchema.parse({ digitalSolutions: [{ name: 'Voucher', description: 'Get your voucher.', href: '/tools/voucher' }] });
    const block = await ProductDirectoryBlock({ props, context, nodeId: 'directory' });
    const html = await text((await prerenderToNodeStream(<>{block}</>)).prelude);

    expect(html.match(/<li class="[^"]*card/g)).toHaveLength(8);
    expect(html).toContain('href="/en-US/cpd/alianca-raiz"');
    expect(html).toContain('href="/en-US/d/bravura-tp1103"');
    // The ninth card on is the browser's, after 'load more'.
    expect(html).not.toContain('href="/en-US/d/cerrado-t1118"');
    expect(html).toMatch(/role="tab" id="directory-all-tab" aria-controls="directory-panel" aria-selected="true" tabindex="0"/);
    expect(html).toMatch(/role="tabpanel" id="directory-panel" aria-labelledby="directory-all-tab"/);
    expect(html).toContain('Digital Solutions');
    expect(html).toMatch(/<button type="button" class="[^"]*" aria-pressed="false" disabled="">W<\/button>/);
    expect(html).toContain('id="directory-search"');
    expect(html).toContain('Showing 8 of 76 products');
    expect(html).toContain('Load more');
  });
});
