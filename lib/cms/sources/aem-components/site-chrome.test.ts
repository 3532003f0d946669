import type { CmsNode } from '../../model';
import { footerFromFragment, fragmentNodes, headerFromFragment } from './site-chrome';

const node = (resourceType: string, props: Record<string, unknown>, childNodes: CmsNode[] = []): CmsNode => ({ id: resourceType, resourceType, props, childNodes });
const navigation = (items: unknown[]) => node('aem:navigation', { items });
const page = (title: string, url: string, children: unknown[] = []) => ({ title, link: { url, valid: true }, children });

describe('fragmentNodes', () => {
  it('keeps the navigation component of a fragment (which a page leaves out) and reads the rest through the mapping table', () => {
    const nodes = fragmentNodes(
      {
        ':items': {
          root: {
            ':type': 'core/wcm/components/container/v1/container',
            ':items': {
              navigation: { ':type': 'core/wcm/components/navigation/v2/navigation', items: [page('Tools', '/content/x/us/en/tools.html')] },
              breadcrumb: { ':type': 'core/wcm/components/breadcrumb/v3/breadcrumb', items: [] },
              title: { ':type': 'acme/components/title', text: 'Products' },
            },
            ':itemsOrder': ['navigation', 'breadcrumb', 'title'],
          },
        },
        ':itemsOrder': ['root'],
      },
      (value) => JSON.parse(JSON.stringify(value).replaceAll('/content/x/us/en/tools.html', '/tools')),
    );
    expect(nodes.map((item) => item.resourceType)).toEqual(['aem:navigation', 'section-heading']);
    expect(headerFromFragment(nodes).part.navigation).toEqual([{ label: 'Tools', href: '/tools' }]);
  });
});

describe('headerFromFragment', () => {
  it('takes the brand name from the first image with alt text, wherever it sits', () => {
    const header = headerFromFragment([node('aem:unknown-container', {}, [node('image', { src: '/a.png', alt: '' }), node('image', { src: '/b.png', alt: 'Terralis' })])]);
    expect(header.part.brandName).toBe('Terralis');
    expect(header.part.navigation).toEqual([]);
  });

  it('opens a navigation whose only item is the language root (no "skip navigation root") into the root and its pages', () => {
    const { part } = headerFromFragment([navigation([page('Home', '/', [page('Seeds', '/seeds'), page('Tools', '/tools')])])]);
    expect(part.navigation).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Seeds', href: '/seeds' },
      { label: 'Tools', href: '/tools' },
    ]);
  });

  it('reads v1 items (url) as well as v2 (link.url), and skips items without a title or a link', () => {
    const { part } = headerFromFragment([navigation([{ title: 'Old', url: '/old' }, { title: '', url: '/x' }, { title: 'No link' }, 'garbage'])]);
    // One malformed item makes the list unreadable: nothing is guessed.
    expect(part.navigation).toEqual([]);
    expect(headerFromFragment([navigation([{ title: 'Old', url: '/old' }, { title: '', url: '/x' }, { title: 'No link' }])]).part.navigation).toEqual([{ label: 'Old', href: '/old' }]);
  });

  it('keeps what the header can hold (8 items, 4 groups, 8 links a group) and names the rest', () => {
    const links = (count: number, prefix: string) => Array.from({ length: count }, (_, n) => page(`${prefix} ${n + 1}`, `/${prefix}-${n + 1}`));
    const sections = Array.from({ length: 5 }, (_, n) => page(`Section ${n + 1}`, `/section-${n + 1}`, links(2, `s${n + 1}`)));
    const items = [page('Products', '/products', [...links(9, 'leaf'), ...sections]), ...links(8, 'item')];
    const { part, leftOut } = headerFromFragment([navigation(items)]);

    expect(part.navigation).toHaveLength(8);
    const products = part.navigation[0];
    expect(products?.children?.map((group) => group.title)).toEqual(['Products', 'Section 1', 'Section 2', 'Section 3']);
    expect(products?.children?.[0]?.links).toHaveLength(8);
    expect(leftOut).toEqual(['leaf 9', 'Section 4', 'Section 5', 'item 8']);
  });
});

describe('footerFromFragment', () => {
  it('heads links without a title of their own by the brand name, and merges links under the same heading', () => {
    const { part } = footerFromFragment(
      [
        node('skewed-button', { label: 'Contact', href: '/contact' }),
        node('card-group', { cards: [{ articleHeadline: 'Privacy', articleURL: '/privacy' }, { articleHeadline: 'No link' }] }),
      ],
      'Terralis',
    );
    expect(part.linkBlocks).toEqual([{ title: 'Terralis', links: [{ label: 'Contact', href: '/contact' }, { label: 'Privacy', href: '/privacy' }] }]);
    expect(part.disclaimer).toBeUndefined();
  });

  it('makes a block of each footer navigation section, and profiles of links to social networks (once each)', () => {
    const { part } = footerFromFragment(
      [
        navigation([page('Company', '/company', [page('About', '/about')]), page('Jobs', '/jobs')]),
        node('rich-text', { html: '<p><a href="https://x.com/terralis">X</a> <a href="https://twitter.com/terralis_old">Twitter</a> <a href="https://m.youtube.com/@terralis">YouTube</a> <a href="https://www.linkedin.com/company/terralis">LinkedIn</a></p>' }),
        node('skewed-button', { label: 'Fake', href: 'https://facebook.com.evil.example/terralis' }),
      ],
      'Terralis',
    );
    expect(part.linkBlocks).toEqual([
      { title: 'Company', links: [{ label: 'About', href: '/about' }] },
      { title: 'Terralis', links: [{ label: 'Jobs', href: '/jobs' }, { label: 'Fake', href: 'https://facebook.com.evil.example/terralis' }] },
    ]);
    expect(part.social).toEqual([
      { network: 'x', href: 'https://x.com/terralis' },
      { network: 'youtube', href: 'https://m.youtube.com/@terralis' },
      { network: 'linkedin', href: 'https://www.linkedin.com/company/terralis' },
    ]);
    // A text that is only links is not the disclaimer.
    expect(part.disclaimer).toBeUndefined();
  });

  it('keeps a text\'s words as the disclaimer and its links as links, and names logos it cannot line up', () => {
    const { part, leftOut } = footerFromFragment(
      [
        node('rich-text', { html: '<p>Read the label. See our <a href="/privacy">privacy policy</a>.</p>' }),
        node('image', { src: '/seal.png', alt: 'Seal' }),
      ],
      'Terralis',
    );
    expect(part.disclaimer).toBe('Read the label. See our privacy policy.');
    expect(part.linkBlocks).toEqual([{ title: 'Terralis', links: [{ label: 'privacy policy', href: '/privacy' }] }]);
    expect(part.logos).toEqual([]);
    expect(leftOut).toEqual(['logo /seal.png (no width and height)']);
  });
});
