import type { CmsNode } from '../../model';
import { renditionSrc } from './image-rendition';
import type { CoreComponent } from './mapping';

/**
 * Adapters from the Core Components' JSON (as the Sling Model Exporter publishes it, links already
 * rewritten) to the props of this site's blocks. Pure functions: what a field is missing for is
 * left out, and the block's schema says what is wrong (a warning in preview), never a guess.
 *
 *   text       {text, richText}                                  -> rich-text
 *   title      {text, type: 'h1'..'h6'}                          -> section-heading
 *   image      {src | srcUriTemplate + widths, alt, title, width, height, decorative}
 *                                                                -> image (a rendition for the site's widths: image-rendition.ts)
 *   teaser     {pretitle, title, description, actions, imageResource | imagePath}
 *                                                                -> promo-banner (with an image), section-heading (without)
 *   button     {text, link: {url} | link: url}                   -> skewed-button
 *   list       {items: [{title, url | link, description, lastModified}]} -> card-group (authored cards)
 *   carousel   panels of teasers with images                     -> carousel; panels of images -> image-carousel
 *   tabs       panels of teasers with images                     -> tabbed-carousel (tab label: the panel title)
 *   accordion  panels of text only, after a title               -> faq (the title is its heading)
 * A carousel, tabs or accordion whose panels these blocks cannot hold is not adapted (`null`):
 * each panel then becomes a section headed by its title, holding the panel's blocks.
 */

type Props = Record<string, unknown>;

/** A carousel's, tabs' or accordion's panel: its `cq:panelTitle` and its content, already mapped. */
export interface Panel {
  title?: string;
  nodes: CmsNode[];
}

/** What an adapter makes of a component: a block and its props, or `null` when no block can hold it. */
export type Adapted = { resourceType: string; props: Props } | null;

const isRecord = (value: unknown): value is Props => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-empty trimmed string, or undefined. */
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A Core link: `{ url, valid }` (v2 and later), or the URL itself (v1 `linkURL`, button v1 `link`). */
const linkUrl = (value: unknown) => (isRecord(value) ? text(value.url) : text(value));

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of editor HTML: block ends become blank lines (paragraphs), tags go, common entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|h[1-6]|li|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => entities[name] ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The image fields of an image component or a teaser's image resource; its size kept, so its box has its proportions before it loads. */
function image(props: Props): Props | undefined {
  const src = renditionSrc(props.srcUriTemplate, props.widths) ?? text(props.src);
  if (!src) return undefined;
  return {
    src,
    // A decorative image (image v3) has alt text AEM still sends: it must not be read out.
    alt: props.decorative === true ? '' : (text(props.alt) ?? ''),
    ...(props.width !== undefined && { width: props.width }),
    ...(props.height !== undefined && { height: props.height }),
  };
}

/** A teaser's call to action (`{ title, link: { url } }`, v1 `{ title, URL | url }`) as a CTA. */
function actionCta(action: unknown): Props | undefined {
  if (!isRecord(action)) return undefined;
  const label = text(action.title);
  const href = linkUrl(action.link) ?? text(action.url) ?? text(action.URL);
  return label && href ? { label, href } : undefined;
}

const headingLevel = (type: unknown) => (typeof type === 'string' && /^h[3-6]$/i.test(type) ? 3 : 2);

/** `epoch ms` (AEM's lastModified) -> '2026-05-14'. */
const isoDate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? new Date(value).toISOString().slice(0, 10) : undefined);

const defined = (props: Props): Props => Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));

function adaptText(props: Props): Adapted {
  const value = typeof props.text === 'string' ? props.text : '';
  // A plain-text component (richText false) is text, not markup: escaped, its lines kept.
  const html = props.richText === false ? value.split(/\n\s*\n/).map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`).join('') : value;
  return { resourceType: 'rich-text', props: { html } };
}

function adaptTitle(props: Props): Adapted {
  return { resourceType: 'section-heading', props: defined({ heading: text(props.text), level: headingLevel(props.type) }) };
}

function adaptImage(props: Props): Adapted {
  return { resourceType: 'image', props: defined({ ...image(props), caption: text(props.title) }) };
}

function adaptTeaser(props: Props): Adapted {
  const picture = isRecord(props.imageResource) ? image(props.imageResource) : image({ src: props.imagePath });
  const description = typeof props.description === 'string' ? htmlToText(props.description) || undefined : undefined;
  const ctas = (Array.isArray(props.actions) ? props.actions : []).flatMap((action) => actionCta(action) ?? []);
  if (picture) {
    return { resourceType: 'promo-banner', props: defined({ title: text(props.title), text: description, image: picture, cta: ctas[0] }) };
  }
  return {
    resourceType: 'section-heading',
    props: defined({ heading: text(props.title), overline: text(props.pretitle), text: description, level: headingLevel(props.titleType), footerButtons: ctas.slice(0, 3) }),
  };
}

function adaptButton(props: Props): Adapted {
  return { resourceType: 'skewed-button', props: defined({ label: text(props.text), href: linkUrl(props.link) ?? linkUrl(props.buttonLink) ?? text(props.linkURL) }) };
}

function adaptList(props: Props): Adapted {
  const items = Array.isArray(props.items) ? props.items.filter(isRecord) : [];
  const cards = items.map((item) =>
    defined({
      articleHeadline: text(item.title),
      articleURL: linkUrl(item.link) ?? text(item.url),
      description: props.showDescription === false ? undefined : text(item.description),
      articleDate: props.showModificationDate === true ? isoDate(item.lastModified) : undefined,
    }),
  );
  return { resourceType: 'card-group', props: { loadType: 'manual', cards } };
}

/** A panel that is one teaser with an image, as a carousel slide; undefined for anything else. */
function slide(panel: Panel): Props | undefined {
  const [node, ...rest] = panel.nodes;
  if (!node || rest.length > 0 || node.resourceType !== 'promo-banner') return undefined;
  const { title, text: body, image: picture, cta } = node.props as { title?: string; text?: string; image?: Props; cta?: { label: string; href: string } };
  return defined({ heading: title, text: body, image: picture, buttonLabel: cta?.label, buttonHref: cta?.href });
}

/** Every panel mapped by `each`, or null when one of them cannot be. */
function allPanels<T>(panels: readonly Panel[], each: (panel: Panel) => T | undefined): T[] | null {
  const mapped = panels.map(each);
  return panels.length > 0 && mapped.every((item) => item !== undefined) ? (mapped as T[]) : null;
}

function adaptCarousel(props: Props, panels: readonly Panel[]): Adapted {
  const slides = allPanels(panels, slide);
  const delay = typeof props.delay === 'number' && props.delay >= 1000 && props.delay <= 60000 ? props.delay : undefined;
  if (slides) return { resourceType: 'carousel', props: defined({ label: text(props.accessibilityLabel), items: slides, autoplayMs: delay }) };
  const images = allPanels(panels, ({ nodes: [node, ...rest] }) => {
    if (!node || rest.length > 0 || node.resourceType !== 'image') return undefined;
    const { caption, ...picture } = node.props;
    return defined({ image: picture, caption });
  });
  return images ? { resourceType: 'image-carousel', props: { images } } : null;
}

function adaptTabs(props: Props, panels: readonly Panel[]): Adapted {
  const items = allPanels(panels, (panel) => {
    const item = slide(panel);
    return item && defined({ ...item, tabLabel: panel.title });
  });
  return items ? { resourceType: 'tabbed-carousel', props: defined({ heading: text(props.accessibilityLabel), items }) } : null;
}

/** Questions and answers; the walk gives the faq its heading from the title before it (`heading` is what a Core accordion lacks). */
function adaptAccordion(_props: Props, panels: readonly Panel[]): Adapted {
  const items = allPanels(panels, (panel) => {
    const question = text(panel.title);
    const answers = panel.nodes.map((node) => (node.resourceType === 'rich-text' && typeof node.props.html === 'string' ? htmlToText(node.props.html) : undefined));
    if (!question || answers.length === 0 || answers.some((answer) => !answer)) return undefined;
    return { question, answer: answers.join('\n\n') };
  });
  return items ? { resourceType: 'faq', props: { items } } : null;
}

/** The adapter of each Core Component; the panel components read their panels. */
export const coreComponentAdapters: Record<CoreComponent, (props: Props, panels: readonly Panel[]) => Adapted> = {
  text: adaptText,
  title: adaptTitle,
  image: adaptImage,
  teaser: adaptTeaser,
  button: adaptButton,
  list: adaptList,
  carousel: adaptCarousel,
  tabs: adaptTabs,
  accordion: adaptAccordion,
};

/** The components whose content is their `:items` panels (each with a `cq:panelTitle`). */
export const panelComponents: ReadonlySet<CoreComponent> = new Set(['carousel', 'tabs', 'accordion']);

/** The block each Core Component usually becomes: how AEM's own `componentsResourceTypes` list reads in ours. */
export const usualBlock: Record<CoreComponent, string> = {
  text: 'rich-text',
  title: 'section-heading',
  image: 'image',
  teaser: 'promo-banner',
  button: 'skewed-button',
  list: 'card-group',
  carousel: 'carousel',
  tabs: 'tabbed-carousel',
  accordion: 'faq',
};
