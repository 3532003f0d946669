import sanitizeHtml from 'sanitize-html';
import type { CmsNode } from '@/lib/cms/model';

/**
 * The readable text of a CMS page's blocks, as a summary is made of: what a visitor of the
 * published page reads, paragraphs apart by a blank line. Only the blocks below are read; links,
 * labels, images' alt text and blocks that show other pages, notices or per-user data (cards,
 * info banners, forms, role gates) are not the page's own content, and a gated block's children
 * must never reach a model.
 */

type Props = Record<string, unknown>;

const string = (value: unknown): string[] => (typeof value === 'string' ? [value] : []);
const strings = (props: Props, ...fields: string[]) => fields.flatMap((field) => string(props[field]));
const items = (props: Props, ...fields: string[]) =>
  (Array.isArray(props.items) ? props.items : []).flatMap((item: unknown) => (item && typeof item === 'object' ? strings(item as Props, ...fields) : []));

/** Each block's text, in reading order; `children: true` when its child blocks are part of it (a section, a toggle). */
const readers: Record<string, { text: (props: Props) => string[]; children?: boolean }> = {
  'hero-banner': { text: (props) => strings(props, 'title', 'subtitle') },
  'rich-text': { text: (props) => string(props.html).map(htmlToText) },
  'section-heading': { text: (props) => strings(props, 'heading', 'text'), children: true },
  'promo-banner': { text: (props) => strings(props, 'title', 'text') },
  faq: { text: (props) => [...strings(props, 'heading', 'intro'), ...items(props, 'question', 'answer')] },
  'benefit-list': { text: (props) => [...strings(props, 'heading', 'intro'), ...items(props, 'title', 'text')] },
  image: { text: (props) => strings(props, 'caption') },
  'toggle-show': { text: () => [], children: true },
};

/** Block-level elements: each starts a new line of text. */
const BLOCK_TAG = /<(?=\/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|blockquote|pre|table|tr|td|th|caption|section|article|header|footer|aside|figure|figcaption|br|hr)\b)/gi;

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Lines trimmed, inner whitespace collapsed, empty lines gone. */
const tidyLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/**
 * Editor HTML as plain text: tags gone (scripts, styles and the like with their content), entities
 * decoded, a line per paragraph, heading or list item.
 */
export function htmlToText(html: string): string {
  // Line breaks in HTML source are spaces; only the elements break lines.
  const text = sanitizeHtml(html.replace(/\s+/g, ' ').replace(BLOCK_TAG, '\n<'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  });
  // sanitize-html decodes every entity, then escapes these few again on the way out; one pass
  // undoes them, so text that spells an entity ('&amp;lt;') keeps it.
  return tidyLines(text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!));
}

function nodeText(node: CmsNode): string[] {
  const reader = readers[node.resourceType];
  if (!reader) return [];
  return [...reader.text(node.props).map(tidyLines), ...(reader.children ? node.childNodes.flatMap(nodeText) : [])];
}

/** The page's text from its blocks, paragraphs apart by a blank line; '' when it has none. */
export function pageText(nodes: readonly CmsNode[]): string {
  return nodes.flatMap(nodeText).filter(Boolean).join('\n\n');
}
