/**
 * The pages of a language root as AEM's own sitemap lists them (`<root>.sitemap.xml`, Sling
 * Sitemap): the listing of a Core Components site, whose page models export no `:children`.
 */

export interface SitemapEntry {
  /** Where the sitemap says the page is, as written. */
  loc: string;
  /** The page's path under the language root ('/' for the root itself), or null when it is not under it. */
  pagePath: string | null;
  /** `<lastmod>`, as a date ('2026-11-03'). */
  lastModified?: string;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_match, name: string) => XML_ENTITIES[name] ?? '');

const tagText = (xml: string, tag: string) => {
  const match = new RegExp(`<(?:\\w+:)?${tag}>\\s*([\\s\\S]*?)\\s*</(?:\\w+:)?${tag}>`).exec(xml);
  return match ? decodeXml(match[1] ?? '').trim() : undefined;
};

/**
 * `<loc>` to a page path. AEM writes the page's URL as its externalizer and resource mapping make it:
 * the full repository path (`/content/terralis/br/pt/produtos.html`) or a mapped one with
 * `/content/<site>` cut off (`/br/pt/produtos.html`), on any host.
 */
export function pagePathOfLoc(loc: string, languageRoot: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURI(new URL(loc, 'http://aem.invalid').pathname);
  } catch {
    return null;
  }
  const withoutExtension = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  const mappedRoot = languageRoot.replace(/^\/content\/[^/]+/, '');
  for (const root of [languageRoot, mappedRoot]) {
    if (!root) continue;
    if (withoutExtension === root) return '/';
    if (withoutExtension.startsWith(`${root}/`)) return withoutExtension.slice(root.length);
  }
  return null;
}

/** Every `<url>` of a sitemap, with its page path under `languageRoot`. */
export function readSitemap(xml: string, languageRoot: string): SitemapEntry[] {
  return [...xml.matchAll(/<(?:\w+:)?url>([\s\S]*?)<\/(?:\w+:)?url>/g)].flatMap(([, body = '']) => {
    const loc = tagText(body, 'loc');
    if (!loc) return [];
    const lastmod = tagText(body, 'lastmod');
    const date = lastmod && /^\d{4}-\d{2}-\d{2}/.exec(lastmod)?.[0];
    return [{ loc, pagePath: pagePathOfLoc(loc, languageRoot), ...(date && { lastModified: date }) }];
  });
}
