import type { CmsNode } from '../../model';
import { coreComponentAdapters as adapt, htmlToText, type Panel } from './core-components';

const node = (resourceType: string, props: Record<string, unknown>): CmsNode => ({ id: resourceType, resourceType, props, childNodes: [] });
const teaserPanel = (title: string, extra: Record<string, unknown> = {}): Panel => ({
  title: `Tab ${title}`,
  nodes: [node('promo-banner', { title, image: { src: `/content/dam/${title}.jpg`, alt: title }, ...extra })],
});

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks, drops tags, decodes entities', () => {
    expect(htmlToText('<p>Prices &amp; <b>terms</b></p>\n<p>Line one<br/>line&nbsp;two</p><ul><li>a</li></ul>')).toBe('Prices & terms\n\nLine one\nline two\n\na');
    expect(htmlToText('<p> </p>')).toBe('');
  });
});

describe('Core Component adapters', () => {
  it('text: rich text as it is; plain text escaped, its paragraphs and lines kept', () => {
    expect(adapt.text({ text: '<p>A <b>b</b></p>', richText: true }, [])).toEqual({ resourceType: 'rich-text', props: { html: '<p>A <b>b</b></p>' } });
    expect(adapt.text({ text: 'a < b\nc\n\nd', richText: false }, [])).toEqual({ resourceType: 'rich-text', props: { html: '<p>a &lt; b<br>c</p><p>d</p>' } });
    // No text at all: the rich-text schema refuses it (a warning in preview), nothing is invented.
    expect(adapt.text({}, [])).toEqual({ resourceType: 'rich-text', props: { html: '' } });
  });

  it('title: h3 to h6 are a level-3 heading, anything else level 2', () => {
    expect(adapt.title({ text: 'T', type: 'h4' }, [])?.props).toEqual({ heading: 'T', level: 3 });
    expect(adapt.title({ text: 'T', type: 'h1' }, [])?.props).toEqual({ heading: 'T', level: 2 });
    expect(adapt.title({ text: ' ' }, [])?.props).toEqual({ level: 2 });
  });

  it('image: src, alt (empty when decorative), size when sent, title as caption', () => {
    expect(adapt.image({ src: '/content/dam/a.jpg', alt: 'A', title: 'Caption', width: 800, height: '600', srcset: 'x 600w', lazyEnabled: true }, [])).toEqual({
      resourceType: 'image',
      props: { src: '/content/dam/a.jpg', alt: 'A', width: 800, height: '600', caption: 'Caption' },
    });
    expect(adapt.image({ src: '/content/dam/a.jpg', alt: 'Logo', decorative: true }, [])?.props).toEqual({ src: '/content/dam/a.jpg', alt: '' });
  });

  it('image with allowed widths: a rendition in place of the original, its size kept; without widths, the src as it is', () => {
    const servlet = '/content/s/pt-br/_jcr_content/root/image.coreimg';
    const original = { src: `${servlet}.jpeg/1/a.jpeg`, srcUriTemplate: `${servlet}{.width}.jpeg/1/a.jpeg`, alt: 'A', width: 6000, height: 4000 };
    expect(adapt.image({ ...original, widths: [1280, 320, 640] }, [])?.props).toEqual({ src: `${servlet}.1280.jpeg/1/a.jpeg`, alt: 'A', width: 6000, height: 4000 });
    expect(adapt.image({ ...original, widths: [] }, [])?.props).toEqual({ src: `${servlet}.jpeg/1/a.jpeg`, alt: 'A', width: 6000, height: 4000 });
    // A teaser's image resource is an image component too.
    expect(adapt.teaser({ title: 'T', imageResource: { ...original, widths: [640, 1280] } }, [])?.props).toEqual({
      title: 'T',
      image: { src: `${servlet}.1280.jpeg/1/a.jpeg`, alt: 'A', width: 6000, height: 4000 },
    });
  });

  it('teaser with an image: a promo banner, its first action the call to action, the description as text', () => {
    expect(
      adapt.teaser(
        {
          title: 'Aurora',
          description: '<p>Two <i>modes</i>.</p>',
          actions: [{ title: 'Label', link: { url: '/a' } }, { title: 'More', link: { url: '/b' } }],
          imageResource: { src: '/content/dam/a.png', alt: 'Can' },
        },
        [],
      ),
    ).toEqual({ resourceType: 'promo-banner', props: { title: 'Aurora', text: 'Two modes.', image: { src: '/content/dam/a.png', alt: 'Can' }, cta: { label: 'Label', href: '/a' } } });
    // v2 sends the image as `imagePath`; v1 actions carry `url`.
    expect(adapt.teaser({ title: 'T', imagePath: '/content/x/teaser.coreimg.png/1/a.png', actions: [{ title: 'Go', url: '/go' }] }, [])?.props).toEqual({
      title: 'T',
      image: { src: '/content/x/teaser.coreimg.png/1/a.png', alt: '' },
      cta: { label: 'Go', href: '/go' },
    });
  });

  it('teaser without an image: a section heading, pretitle as overline, at most three buttons', () => {
    const actions = ['a', 'b', 'c', 'd'].map((title) => ({ title, link: { url: `/${title}` } }));
    expect(adapt.teaser({ pretitle: 'New', title: 'T', description: '', titleType: 'h3', actions: [...actions, { title: 'no link' }] }, [])).toEqual({
      resourceType: 'section-heading',
      props: { heading: 'T', overline: 'New', level: 3, footerButtons: actions.slice(0, 3).map(({ title }) => ({ label: title, href: `/${title}` })) },
    });
  });

  it('button: v2 link object, v1 link string', () => {
    expect(adapt.button({ text: 'Go', link: { valid: true, url: 'https://x.example' } }, [])?.props).toEqual({ label: 'Go', href: 'https://x.example' });
    expect(adapt.button({ text: 'Go', link: '/go' }, [])?.props).toEqual({ label: 'Go', href: '/go' });
  });

  it('list: authored cards, description and date only when the list shows them', () => {
    const items = [{ title: 'A', url: '/a', description: 'About A', lastModified: Date.UTC(2026, 1, 18, 23, 0) }];
    expect(adapt.list({ items, showDescription: true, showModificationDate: true }, [])?.props).toEqual({
      loadType: 'manual',
      cards: [{ articleHeadline: 'A', articleURL: '/a', description: 'About A', articleDate: '2026-02-18' }],
    });
    expect(adapt.list({ items, showDescription: false }, [])?.props).toEqual({ loadType: 'manual', cards: [{ articleHeadline: 'A', articleURL: '/a' }] });
  });

  it('carousel: teaser slides, or image slides; anything else is not held (null: its panels become sections)', () => {
    expect(adapt.carousel({ accessibilityLabel: 'Hi', delay: 5000 }, [teaserPanel('a', { text: 'Body', cta: { label: 'Go', href: '/go' } })])).toEqual({
      resourceType: 'carousel',
      props: { label: 'Hi', autoplayMs: 5000, items: [{ heading: 'a', text: 'Body', image: { src: '/content/dam/a.jpg', alt: 'a' }, buttonLabel: 'Go', buttonHref: '/go' }] },
    });
    // A delay the carousel would refuse falls back to its default.
    expect(adapt.carousel({ delay: 200 }, [teaserPanel('a')])?.props).not.toHaveProperty('autoplayMs');
    expect(adapt.carousel({}, [{ nodes: [node('image', { src: '/content/dam/p.jpg', alt: 'P', caption: 'Pods' })] }])).toEqual({
      resourceType: 'image-carousel',
      props: { images: [{ image: { src: '/content/dam/p.jpg', alt: 'P' }, caption: 'Pods' }] },
    });
    expect(adapt.carousel({}, [teaserPanel('a'), { nodes: [node('rich-text', { html: '<p>x</p>' })] }])).toBeNull();
    expect(adapt.carousel({}, [{ nodes: [node('promo-banner', { title: 'a' }), node('rich-text', { html: 'x' })] }])).toBeNull();
    expect(adapt.carousel({}, [])).toBeNull();
  });

  it('tabs: a tabbed carousel labelled by the panel titles, or null', () => {
    expect(adapt.tabs({ accessibilityLabel: 'Lines' }, [teaserPanel('a')])).toEqual({
      resourceType: 'tabbed-carousel',
      props: { heading: 'Lines', items: [{ heading: 'a', image: { src: '/content/dam/a.jpg', alt: 'a' }, tabLabel: 'Tab a' }] },
    });
    expect(adapt.tabs({}, [{ title: 'Text', nodes: [node('rich-text', { html: '<p>x</p>' })] }])).toBeNull();
  });

  it('accordion: questions from panel titles, answers from their text; null when a panel holds anything else or has no title', () => {
    const answer = (html: string) => node('rich-text', { html });
    expect(adapt.accordion({}, [{ title: 'Q?', nodes: [answer('<p>A.</p>'), answer('<p>B.</p>')] }])).toEqual({
      resourceType: 'faq',
      props: { items: [{ question: 'Q?', answer: 'A.\n\nB.' }] },
    });
    expect(adapt.accordion({}, [{ title: 'Q?', nodes: [answer('<p>A.</p>'), node('image', { src: '/a.jpg' })] }])).toBeNull();
    expect(adapt.accordion({}, [{ nodes: [answer('<p>A.</p>')] }])).toBeNull();
    expect(adapt.accordion({}, [{ title: 'Q?', nodes: [] }])).toBeNull();
  });
});
