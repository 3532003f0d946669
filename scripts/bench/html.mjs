// @ts-check
/**
 * Pure HTML/XML helpers of `npm run bench`: which scripts a page loads on first visit, and which
 * pages the sitemap lists. A small tokenizer instead of a DOM library: the bench must not depend
 * on packages the site does not need, and the HTML it reads is the site's own.
 */

/** Elements whose content is raw text (or inert): a `<script src>` written inside them never loads. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template', 'xmp']);

/** `type` values a browser runs as a classic or module script (HTML spec: JavaScript MIME types). */
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

/**
 * One start tag: name, then attributes whose quoted values may contain `>` (so `[^>]*` is not enough).
 * Comments are matched too, so that tags inside them are skipped.
 */
const TAG = /<!--[\s\S]*?-->|<([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Decodes the character references that appear in attribute values and XML text (`&amp;` in a
 * query string is the usual one).
 * @param {string} text
 * @returns {string}
 */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos|#39);/gi, (match, ref) => {
    const name = String(ref).toLowerCase();
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    /** @type {Record<string, string>} */
    const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    return named[name] ?? match;
  });
}

/**
 * Attributes of one start tag, names lower-cased; a valueless attribute (`async`, `noModule`) maps to ''.
 * @param {string} source the text between the tag name and `>`
 * @returns {Map<string, string>}
 */
export function parseAttributes(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    // The first occurrence wins, as in the HTML parser.
    if (!name || attributes.has(name)) continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/**
 * The start tags of a document in order, skipping comments and the content of raw-text elements;
 * for those (`<script>`, `<style>`...), `text` is their content, which is never read for tags.
 * @param {string} html
 * @returns {Generator<{ name: string, attributes: Map<string, string>, text?: string }>}
 */
export function* startTags(html) {
  const tag = new RegExp(TAG.source, 'g'); // a fresh lastIndex per call
  const lowerCased = html.toLowerCase();
  let match;
  while ((match = tag.exec(html))) {
    if (!match[1]) continue; // a comment
    const name = match[1].toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    if (!RAW_TEXT_ELEMENTS.has(name)) {
      yield { name, attributes };
      continue;
    }
    // Inline scripts carry the RSC payload, which may quote markup: never read tags from it.
    const close = lowerCased.indexOf(`</${name}`, tag.lastIndex);
    yield { name, attributes, text: html.slice(tag.lastIndex, close === -1 ? undefined : close) };
    if (close === -1) return;
    tag.lastIndex = close;
  }
}

/**
 * The JavaScript a page loads before it is interactive: every `<script src>` the browser runs
 * (not `noModule` polyfills, not data blocks such as JSON-LD), plus scripts the page asks to
 * preload (`<link rel="modulepreload">`, `<link rel="preload" as="script">`), de-duplicated,
 * as absolute URLs in document order.
 * @param {string} html
 * @param {string | URL} pageUrl the URL the HTML was fetched from (relative `src` resolve against it)
 * @returns {string[]}
 */
export function extractScriptUrls(html, pageUrl) {
  /** @type {Set<string>} */
  const urls = new Set();
  /** @param {string | undefined} reference */
  const add = (reference) => {
    if (!reference || !reference.trim()) return;
    let url;
    try {
      url = new URL(reference.trim(), pageUrl);
    } catch {
      return; // an unusable URL loads nothing
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return; // data:, blob:, javascript:
    url.hash = '';
    urls.add(url.href);
  };
  for (const { name, attributes } of startTags(html)) {
    if (name === 'script') {
      if (!attributes.has('src') || attributes.has('nomodule')) continue;
      const type = (attributes.get('type') ?? '').trim().toLowerCase();
      if (!JS_TYPES.has(type)) continue;
      add(attributes.get('src'));
    } else if (name === 'link') {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const as = (attributes.get('as') ?? '').trim().toLowerCase();
      if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) add(attributes.get('href'));
    }
  }
  return [...urls];
}

/** An inline script that hands the browser the RSC payload: `(self.__next_f=self.__next_f||[]).push(...)` or `self.__next_f.push(...)`. */
const FLIGHT_SCRIPT = /^\s*\(?\s*self\.__next_f\b/;

/**
 * @typedef {object} HtmlWeight
 * @property {number} htmlBytes the whole document, UTF-8, before compression
 * @property {number} inlineCssBytes the content of every `<style>`, Emotion's included
 * @property {number} emotionCssBytes of which in Emotion's `<style data-emotion>` (the `sx` and `styled` rules)
 * @property {string[]} stylesheetUrls the `<link rel="stylesheet">` of the page, absolute, in order
 * @property {number} flightBytes the inline scripts that carry the RSC payload (React's flight data)
 */

/**
 * What a page's HTML weighs and what part of it is CSS and flight data (DESIGN section 9: "CSS-in-JS
 * and flight data are weight"). Linked stylesheets are listed, their size is the caller's to fetch.
 * @param {string} html
 * @param {string | URL} pageUrl
 * @returns {HtmlWeight}
 */
export function measureHtmlWeight(html, pageUrl) {
  const weight = { htmlBytes: Buffer.byteLength(html, 'utf8'), inlineCssBytes: 0, emotionCssBytes: 0, stylesheetUrls: /** @type {string[]} */ ([]), flightBytes: 0 };
  for (const { name, attributes, text = '' } of startTags(html)) {
    if (name === 'style') {
      const bytes = Buffer.byteLength(text, 'utf8');
      weight.inlineCssBytes += bytes;
      if (attributes.has('data-emotion')) weight.emotionCssBytes += bytes;
    } else if (name === 'script' && !attributes.has('src') && FLIGHT_SCRIPT.test(text)) {
      weight.flightBytes += Buffer.byteLength(text, 'utf8');
    } else if (name === 'link' && (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet')) {
      const href = attributes.get('href')?.trim();
      if (!href) continue;
      try {
        const url = new URL(href, pageUrl);
        url.hash = '';
        if (!weight.stylesheetUrls.includes(url.href)) weight.stylesheetUrls.push(url.href);
      } catch {
        // an unusable URL loads nothing
      }
    }
  }
  return weight;
}

/**
 * The `<loc>` entries of a sitemap (or sitemap index), decoded, in order.
 * @param {string} xml
 * @returns {string[]}
 */
export function parseSitemapLocs(xml) {
  return [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([\s\S]*?))\s*<\/loc>/gi)]
    .map((match) => (match[1] !== undefined ? match[1] : decodeEntities(match[2] ?? '')).trim())
    .filter(Boolean);
}

/**
 * The same path on another origin: the sitemap speaks in the public SITE_URL, the bench talks to
 * the local server.
 * @param {string} loc
 * @param {string} origin e.g. `http://127.0.0.1:3200`
 * @returns {string}
 */
export function toLocalUrl(loc, origin) {
  const url = new URL(loc);
  return new URL(`${url.pathname}${url.search}`, origin).href;
}
