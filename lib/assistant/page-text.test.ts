// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { CmsNode } from '@/lib/cms/model';
import { htmlToText, pageText } from './page-text';

const node = (resourceType: string, props: Record<string, unknown>, childNodes: CmsNode[] = []): CmsNode => ({ id: resourceType, resourceType, props, childNodes });

describe('htmlToText', () => {
  it.each([
    ['paragraphs, a line each', '<p>Rust spreads.</p><p>Scout weekly.</p>', 'Rust spreads.\nScout weekly.'],
    ['inline markup, as the words it holds', '<p>Caused by <em>Phakopsora</em> <strong>pachyrhizi</strong>, see <a href="/x">the guide</a>.</p>', 'Caused by Phakopsora pachyrhizi, see the guide.'],
    ['headings and list items, a line each', '<h3>Where</h3><ul><li>Low spots</li><li>Edges</li></ul>', 'Where\nLow spots\nEdges'],
    ['line breaks and block quotes', 'One<br>two<br/>three<blockquote>Heads up</blockquote>', 'One\ntwo\nthree\nHeads up'],
    ['named and numeric entities, decoded', '<p>64 &deg;F &ndash; caf&eacute; &#233; &#x2014; &nbsp;S&atilde;o</p>', '64 °F – café é — São'],
    ['markup characters, decoded once', '<p>A &amp; B &lt;x&gt; &quot;q&quot; &#39;s&#39; &amp;lt;</p>', 'A & B <x> "q" \'s\' &lt;'],
    ['scripts, styles and comments, with their content', '<p>Text</p><script>alert(1)</script><style>p{color:red}</style><!-- note --><template>t</template>', 'Text'],
    ['whitespace collapsed, empty lines gone', '<p>  Rust\n\t spreads  </p>\n\n<p> </p><div>fast</div>', 'Rust spreads\nfast'],
    ['plain text as it is', 'Soja tolerante a seca', 'Soja tolerante a seca'],
    ['nothing for markup without text', '<p><img src="x.png" alt="A leaf"></p>', ''],
  ])('reads %s', (_case, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('pageText', () => {
  it('reads each kind of block it knows, in order, a paragraph each', () => {
    const nodes = [
      node('hero-banner', { overline: 'Agronomy', title: 'Managing rust', subtitle: 'What to do', image: { src: '/a.svg', alt: 'Field' }, cta: { label: 'Talk to us', href: '/contact' } }),
      node('rich-text', { html: '<p>Rust is a disease.</p>' }),
      node('section-heading', { heading: 'Scouting', text: 'Look early.', footerButtons: [{ label: 'Forecast', href: '/tools/weather' }] }, [
        node('rich-text', { html: '<ul><li>Weekly</li></ul>' }),
        node('image', { src: '/b.svg', alt: 'A leaf', caption: 'Pustules under a lens.' }),
      ]),
      node('promo-banner', { title: 'Aurora Pro', text: 'Two modes of action.', cta: { label: 'Discover', href: '/products/aurora-pro' } }),
      node('faq', { heading: 'Questions', intro: 'Asked often.', items: [{ question: 'When?', answer: 'At R1.\n\nThen every 14 days.' }] }),
      node('benefit-list', { heading: 'Why', items: [{ icon: 'yield', title: 'Yield', text: 'More of it.' }, { title: 'Rainfast' }] }),
      node('toggle-show', { showLabel: 'Show more' }, [node('rich-text', { html: '<p>Hidden until asked.</p>' })]),
    ];
    expect(pageText(nodes).split('\n\n')).toEqual([
      'Managing rust',
      'What to do',
      'Rust is a disease.',
      'Scouting',
      'Look early.',
      'Weekly',
      'Pustules under a lens.',
      'Aurora Pro',
      'Two modes of action.',
      'Questions',
      'Asked often.',
      'When?',
      'At R1.\nThen every 14 days.',
      'Why',
      'Yield',
      'More of it.',
      'Rainfast',
      'Hidden until asked.',
    ]);
  });

  it.each([
    ['cards (other pages)', node('card-group', { heading: 'Keep reading', cards: [{ articleHeadline: 'Another article', description: 'Elsewhere' }] })],
    ['a form', node('lead-form', { munchkinId: '284-TRL-731', formId: 1 })],
    ['a role gate and what it hides', node('role-gate', { roles: ['ADMIN'] }, [node('rich-text', { html: '<p>Members only.</p>' })])],
    ['a notice', node('info-banner', { text: 'Eleva customers: 10% off.' })],
    ['an unknown block', node('mystery', { text: 'Who knows.' })],
    ['fields that are not text', node('section-heading', { heading: 42, text: { html: 'x' } })],
    ['a rich text without html', node('rich-text', { text: 'Not its field.' })],
    ['a list whose items are not objects', node('faq', { items: ['Why?', null] })],
  ])('leaves out %s', (_case, skipped) => {
    expect(pageText([node('rich-text', { html: '<p>Kept.</p>' }), skipped])).toBe('Kept.');
  });

  it("is empty for a page without readable blocks", () => {
    expect(pageText([])).toBe('');
    expect(pageText([node('card-group', { heading: 'Keep reading' }), node('rich-text', { html: '<p> </p>' })])).toBe('');
  });

  it("reads the seeded article's text, without links, alt text or its related cards", () => {
    const article = JSON.parse(readFileSync('content/en-US/articles/managing-asian-soybean-rust.json', 'utf8')) as { childNodes: CmsNode[] };
    const text = pageText(article.childNodes);
    expect(text.startsWith('Managing Asian soybean rust\n\nScouting, host-free periods')).toBe(true);
    expect(text).toContain('Asian soybean rust, caused by the fungus Phakopsora pachyrhizi, is one of the most destructive soybean diseases in the world.');
    expect(text).toContain('Where and how to look\nThe first symptoms show up in the lower canopy');
    expect(text).toContain('temperatures between 64 °F and 79 °F');
    expect(text).toContain('Aurora Pro combines two complementary modes of action');
    expect(text).not.toMatch(/<|href|Keep reading|Terralis agronomy tools|Talk to an agronomist|Self-propelled sprayer/);
  });
});
