import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { resolveBlock, type BlockPlacement, type BlockRegistry } from './blocks';
import { pageDocumentSchema, siteChromeSchema, type CmsNode, type PageSummary, type SiteChrome } from './model';
import { pendingPages, type PendingPage, type PendingReason } from './pending-pages';
import { listContentFiles } from './sources/files';
import type { ContentSource } from './sources/types';

export interface ContentProblem {
  file: string;
  /** The node path inside the page ('hero > cta'), empty for page-level problems. */
  node: string;
  reason: string;
}

async function readJson(file: string): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  try {
    return { ok: true, value: JSON.parse(await readFile(file, 'utf8')) };
  } catch (error) {
    return { ok: false, reason: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : `not valid JSON: ${(error as Error).message}` };
  }
}

/** A link target written in the content: a block's prop, a navigation or footer link, an indexed article's path. */
export interface ContentLink {
  /** The locale whose content holds the link: a path without a locale prefix is a page of this locale. */
  locale: Locale;
  file: string;
  /** Where in the file ('hero > cta', 'footer'); empty when the file is the place. */
  node: string;
  href: string;
}

/** Where the links of one node tree or chrome file go: the locale and file they belong to. */
interface LinkSink {
  locale: Locale;
  file: string;
  links: ContentLink[];
}

/**
 * Prop names whose string value is a link target: `href`, `buttonHref`, `fallbackHref`, `link`,
 * `faqLink`, `articleURL`, `thankYouPath`, `buttonPath`..., and a download button's `file`.
 */
const LINK_PROP = /(?:href|link|url|path)$|^file$/i;
/** The href of each anchor in editor HTML (rich text). */
const ANCHOR_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * Every link target in a block's props, nested objects and lists included: link-like props
 * (`LINK_PROP`) and the anchors of any HTML string. Only targets on this site ('/...') count;
 * anchors, mailto:, tel: and other sites are not pages of ours.
 */
export function linksInProps(props: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (LINK_PROP.test(key)) found.push(value.trim());
      if (value.includes('<a')) for (const match of value.matchAll(ANCHOR_HREF)) found.push((match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&').trim());
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, field] of Object.entries(value)) visit(field, name);
    }
  };
  visit(props, '');
  return found.filter(isSitePath);
}

/** Every link of a locale's navigation, footer and account menu. */
export function linksInChrome(chrome: SiteChrome): { node: string; href: string }[] {
  const links: { node: string; href: string }[] = [];
  for (const item of chrome.navigation) {
    const where = `navigation > ${item.label}`;
    if (item.href) links.push({ node: where, href: item.href });
    for (const group of item.children ?? []) for (const link of group.links) links.push({ node: `${where} > ${group.title}`, href: link.href });
  }
  for (const block of chrome.footer.linkBlocks) for (const link of block.links) links.push({ node: `footer > ${block.title}`, href: link.href });
  for (const logo of chrome.footer.logos) if (logo.href) links.push({ node: 'footer > logos', href: logo.href });
  for (const link of chrome.authMenu.preLogin) links.push({ node: 'authMenu > preLogin', href: link.href });
  for (const link of chrome.authMenu.postLogin) links.push({ node: 'authMenu > postLogin', href: link.href });
  return links.filter((link) => isSitePath(link.href));
}

/** A target on this site: '/...' but not '//host' (another site, protocol-relative). */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

function checkNodes(nodes: readonly CmsNode[], registry: BlockRegistry, placement: BlockPlacement, file: string, trail: string[], seenIds: Set<string>, sink?: LinkSink): ContentProblem[] {
  return nodes.flatMap((node) => {
    const nodePath = [...trail, node.id];
    const problems: ContentProblem[] = [];
    if (seenIds.has(node.id)) problems.push({ file, node: nodePath.join(' > '), reason: `duplicate node id "${node.id}"` });
    seenIds.add(node.id);
    const block = resolveBlock(registry, node, placement);
    if (!block.ok) problems.push({ file, node: nodePath.join(' > '), reason: block.reason });
    // The parsed props when the block is known: a link a schema defaults to is a link too.
    if (sink) for (const href of linksInProps(block.ok ? block.props : node.props)) sink.links.push({ locale: sink.locale, file: sink.file, node: nodePath.join(' > '), href });
    return [...problems, ...checkNodes(node.childNodes, registry, placement, file, nodePath, seenIds, sink)];
  });
}

/**
 * Addresses the site serves outside the locales' CMS pages, whatever the locale: Route Handlers
 * (`app/api`, the sandbox, AEM's files under `/content`) and the metadata routes. Files in
 * `public/` are read from the disk.
 */
const siteRoutes: readonly RegExp[] = [/^\/api(?:\/|$)/, /^\/sandbox(?:\/|$)/, /^\/content\//, /^\/(?:robots\.txt|sitemap\.xml|favicon\.ico|icon\.svg)$/];

/**
 * Routes of `app/[locale]` that are not CMS pages (paths inside the locale): sign-in, the trial
 * reports, the bench's reference pages, the site search, the crop protection and seed product
 * pages, and the course pages (a course, or one of its units).
 */
const localeRoutes: readonly RegExp[] = [
  /^\/login$/,
  /^\/tools\/local-yield-results(?:\/[^/]+)+$/,
  /^\/reference\/(?:bare|shell)$/,
  /^\/search$/,
  /^\/cpd\/[^/]+$/,
  /^\/d\/[^/]+$/,
  /^\/cursos\/[^/]+(?:\/[^/]+)?$/,
];

/** The page a site path names: no query, no anchor, no trailing slash ('/' stays). */
function pathOf(href: string): string {
  const bare = href.split(/[?#]/, 1)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** Every file under `public/`, as the site serves it ('/images/a.svg'). */
async function publicFiles(publicDir: string): Promise<Set<string>> {
  const files = new Set<string>();
  const walk = async (dir: string, prefix: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else files.add(`${prefix}/${entry.name}`);
    }
  };
  await walk(publicDir, '');
  return files;
}

/** A page that later work brings, and how many links of the content wait for it. */
export interface PendingLinks {
  locale: Locale;
  path: string;
  reason: PendingReason;
  links: number;
}

export interface LinkReport {
  /** Internal links checked (every '/...' target, files and routes included). */
  checked: number;
  /** The pending list's pages, each with the links that point to it (0 when none does yet). */
  pending: PendingLinks[];
}

export interface LinkCheckOptions {
  /** The site's static files (default: `public/` of the working directory). */
  publicDir?: string;
  /** Pages that later work brings (default: `lib/cms/pending-pages.ts`). */
  pending?: readonly PendingPage[];
  /** Links from outside the page trees to check too: e.g. the paths of the sandbox's article index. */
  extraLinks?: readonly ContentLink[];
}

/**
 * Checks links against the pages each locale has. A link is a path inside its own locale, written
 * with or without the locale's prefix (`/contato`, `/pt-BR/contato`: both are `/pt-BR/contato`,
 * as `resolveCmsHref` serves them); the prefix of another locale would be served under this one's
 * (`/pt-BR/en-US/...`), so it is a problem. A target exists when it is a page of the locale (for a
 * link in a draft, a draft page too), a route outside the CMS, or a file in `public/`; a page of
 * the pending list is counted as pending; anything else is a problem.
 */
async function checkLinks(
  links: readonly ContentLink[],
  pagesOf: (locale: Locale, fromDraft: boolean) => ReadonlySet<string>,
  options: LinkCheckOptions,
): Promise<{ report: LinkReport; problems: ContentProblem[] }> {
  const files = await publicFiles(options.publicDir ?? path.join(process.cwd(), 'public'));
  const pendingList = options.pending ?? pendingPages;
  const pending = pendingList.map((page) => ({ ...page, links: 0 }));
  const problems: ContentProblem[] = [];
  for (const link of links) {
    const target = pathOf(link.href);
    const [, first = ''] = target.split('/');
    const prefixed = first === link.locale;
    if (!prefixed && isLocale(first)) {
      problems.push({ file: link.file, node: link.node, reason: `links to "${link.href}", a page of ${first}: a link is served in its own locale (/${link.locale}${target}), which has no such page` });
      continue;
    }
    if (!prefixed && (files.has(target) || siteRoutes.some((route) => route.test(target)))) continue;
    const pagePath = prefixed ? target.slice(first.length + 1) || '/' : target;
    if (localeRoutes.some((route) => route.test(pagePath))) continue;
    if (pagesOf(link.locale, link.file.endsWith('.draft.json')).has(pagePath)) continue;
    const waiting = pending.find((page) => page.locale === link.locale && page.path === pagePath);
    if (waiting) {
      waiting.links += 1;
      continue;
    }
    problems.push({ file: link.file, node: link.node, reason: `links to "${link.href}", and ${link.locale} has no page ${pagePath} (nor a route or a file in public/ there)` });
  }
  return { report: { checked: links.length, pending }, problems };
}

/**
 * Validates every page (published and draft) of every locale against the page model and each
 * block's props schema and placement (a role gate needs a page with access rules), plus each
 * locale's navigation/footer file, and checks that every internal link of theirs (and of
 * `options.extraLinks`) leads somewhere (`checkLinks`). Returns every problem found, and how many
 * links wait for a page of the pending list.
 */
export async function checkContent(rootDir: string, registry: BlockRegistry, options: LinkCheckOptions = {}): Promise<{ pages: number; problems: ContentProblem[]; links: LinkReport }> {
  const problems: ContentProblem[] = [];
  const files = await listContentFiles(rootDir);
  const keysByLocale = new Map<string, string>();
  const links: ContentLink[] = [...(options.extraLinks ?? [])];

  for (const { file, locale, path: pagePath, isDraft } of files) {
    const relative = path.relative(process.cwd(), file);
    const raw = await readJson(file);
    if (!raw.ok) {
      problems.push({ file: relative, node: '', reason: raw.reason });
      continue;
    }
    const page = pageDocumentSchema.safeParse(raw.value);
    if (!page.success) {
      problems.push({ file: relative, node: '', reason: z.prettifyError(page.error) });
      continue;
    }
    if (!isDraft) {
      const key = `${locale}:${page.data.properties.translationKey}`;
      const other = keysByLocale.get(key);
      if (other) problems.push({ file: relative, node: '', reason: `translationKey "${page.data.properties.translationKey}" is also used by ${other} in ${locale}` });
      else keysByLocale.set(key, pagePath);
    }
    const placement = { pageHasAccessRules: page.data.properties.access !== undefined };
    problems.push(...checkNodes(page.data.childNodes, registry, placement, relative, [], new Set(), { locale, file: relative, links }));
  }

  for (const locale of locales) {
    const file = path.join(rootDir, locale, '_site.json');
    const relative = path.relative(process.cwd(), file);
    const raw = await readJson(file);
    if (!raw.ok) {
      problems.push({ file: relative, node: '', reason: raw.reason });
      continue;
    }
    const chrome = siteChromeSchema.safeParse(raw.value);
    if (!chrome.success) problems.push({ file: relative, node: '', reason: z.prettifyError(chrome.error) });
    else for (const link of linksInChrome(chrome.data)) links.push({ locale, file: relative, ...link });
  }

  // Every page file counts as there (one that does not parse is a problem of its own already).
  const published = new Map(locales.map((locale) => [locale, new Set(files.filter((f) => f.locale === locale && !f.isDraft).map((f) => f.path))]));
  const withDrafts = new Map(locales.map((locale) => [locale, new Set(files.filter((f) => f.locale === locale).map((f) => f.path))]));
  const checked = await checkLinks(links, (locale, fromDraft) => (fromDraft ? withDrafts : published).get(locale)!, options);
  problems.push(...checked.problems);
  // A pending page that exists now must come off the list: it only ever names what is missing.
  for (const page of checked.report.pending) {
    if (published.get(page.locale)?.has(page.path)) {
      problems.push({ file: 'lib/cms/pending-pages.ts', node: `${page.locale} ${page.path}`, reason: 'the page exists now: take it off the pending list' });
    }
  }
  return { pages: files.length, problems, links: checked.report };
}

/**
 * The same checks over a content source that is not files (`CMS_SOURCE=aem`): every published page
 * its listings name, the pages the listings left out, and each locale's navigation/footer, as the
 * site would read them; their links are checked against the listings (`checkLinks`).
 */
export async function checkSourceContent(source: ContentSource, registry: BlockRegistry, options: LinkCheckOptions = {}): Promise<{ pages: number; problems: ContentProblem[]; links: LinkReport }> {
  const problems: ContentProblem[] = [];
  const links: ContentLink[] = [...(options.extraLinks ?? [])];
  const listed = new Map<Locale, Set<string>>(locales.map((locale) => [locale, new Set<string>()]));
  let pages = 0;
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  for (const locale of locales) {
    let listing: PageSummary[] = [];
    try {
      listing = await source.listPages(locale, {
        onUnlisted: ({ where, reason }) => problems.push({ file: `${locale}: ${where}`, node: '', reason: `left out of the listing: ${reason}` }),
      });
    } catch (error) {
      problems.push({ file: `${locale}: page listing`, node: '', reason: reasonOf(error) });
    }
    for (const summary of listing) listed.get(locale)!.add(summary.path);
    for (const summary of listing) {
      const where = `${locale}:${summary.path}`;
      pages += 1;
      try {
        const page = await source.getPage(locale, summary.path, { draft: false });
        if (!page) {
          problems.push({ file: where, node: '', reason: 'listed, but the source has no page there' });
          continue;
        }
        const placement = { pageHasAccessRules: page.properties.access !== undefined };
        problems.push(...checkNodes(page.childNodes, registry, placement, where, [], new Set(), { locale, file: where, links }));
      } catch (error) {
        problems.push({ file: where, node: '', reason: reasonOf(error) });
      }
    }
    try {
      const chrome = await source.getSiteChrome(locale);
      for (const link of linksInChrome(chrome)) links.push({ locale, file: `${locale}: navigation and footer`, ...link });
    } catch (error) {
      problems.push({ file: `${locale}: navigation and footer`, node: '', reason: reasonOf(error) });
    }
  }
  // A source's listing has published pages only.
  const checked = await checkLinks(links, (locale) => listed.get(locale)!, options);
  return { pages, problems: [...problems, ...checked.problems], links: checked.report };
}
