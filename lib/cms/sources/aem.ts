import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import { createAemClient, type AemInstance } from '@/lib/upstreams/aem/client';
import type { AemAuthorAuth } from '@/lib/upstreams/aem/config';
import { aemNodeSchema, modelPath as repositoryModelPath, type AemNode } from '@/lib/upstreams/aem/contract';
import { UpstreamError } from '@/lib/upstreams/http';
import {
  pageDocumentSchema,
  pagePathSchema,
  siteChromeSchema,
  type CmsPage,
  type PageSummary,
  type SiteChrome,
} from '../model';
import { footerFromFragment, fragmentNodes, headerFromFragment } from './aem-components/site-chrome';
import { blockTypesOf, componentNodes, nodeTypes } from './aem-components/to-nodes';
import { readSitemap } from './aem-sitemap';
import { ContentSourceError, type ContentSource } from './types';

/**
 * The AEM content source: reads the JSON of AEM's Sling Model Exporter and normalises it into the
 * page model.
 *   pt-BR '/'              -> {baseUrl}/content/{site}/pt-br.model.json, or its `home` page's when
 *                             the language root holds no components (an AEM SPA root)
 *   pt-BR '/campanhas'     -> {baseUrl}/content/{site}/pt-br/campanhas.model.json
 *   pt-BR navigation/footer -> {baseUrl}/content/{site}/pt-br/site-config.model.json (`siteChrome`;
 *                             that page is never listed nor served as a page); without it, the
 *                             experience fragments {baseUrl}/content/experience-fragments/{site}/pt-br/
 *                             site/header/master.model.json and .../site/footer/master.model.json
 *                             (aem-components/site-chrome.ts); what AEM has neither for comes
 *                             from `embeddedChrome`, logged
 * Language roots may sit at any depth (`languageRoots`); the paths above follow them.
 * Drafts live on the author instance (`authorBaseUrl`); without one, preview shows published pages.
 *
 * `translationKey` falls back to the page path inside the locale ('/campanhas', 'home' for the root)
 * when the page has none, so language copies only pair up by themselves when they share their names.
 */

export interface AemSourceOptions {
  /** The publish instance (or the dispatcher in front of it). */
  baseUrl: string;
  /** The author instance, read for drafts in preview. */
  authorBaseUrl?: string;
  /** Credentials of the author instance (CMS_AUTHOR_AUTH), sent to it only. */
  authorAuth?: AemAuthorAuth;
  /** The site's folder under /content. */
  site: string;
  /** A locale's language root where it is not `/content/<site>/<locale>` (any depth, language masters). */
  languageRoots?: Partial<Record<Locale, string>>;
  /** Per request, body included. */
  timeoutMs: number;
  /** The header and footer fragments, inside each language's experience-fragment folder. */
  chromeFragments?: ChromeFragments;
  /** The embedded content's chrome: the header or footer AEM has none of, and the account menu (AEM has none). */
  embeddedChrome?: (locale: Locale) => Promise<SiteChrome>;
  /**
   * The page served at the locale root when the language root holds no components of its own (an
   * AEM SPA root keeps its content in a child page, `/home`); links to it lead to the root. `null`: none.
   */
  homePage?: string | null;
  fetch?: typeof fetch;
}

export interface ChromeFragments {
  header: string;
  footer: string;
}

/** The AEM archetype's header and footer experience fragments. */
export const DEFAULT_CHROME_FRAGMENTS: ChromeFragments = { header: 'site/header/master', footer: 'site/footer/master' };
export const DEFAULT_HOME_PAGE = '/home';

/** Page fields AEM sends that are our page properties (everything else on the page object is ignored). */
const pageFields = [
  'access',
  'title',
  'description',
  'pageDescription',
  'seoKeywords',
  'seoIndexing',
  'translationKey',
  'pageType',
  'navTitle',
  'image',
  'datePublished',
  'dateModified',
  'author',
  'product',
  'componentsResourceTypes',
] as const;

/** Page models read at once when a listing comes from AEM's sitemap. */
const SITEMAP_READS_AT_ONCE = 4;

/** The page holding navigation and footer: like the files source's `_site.json`, not a page of the site. */
const SITE_CONFIG_PATH = '/site-config';

export function createAemSource(options: AemSourceOptions): ContentSource {
  const { site, timeoutMs, chromeFragments = DEFAULT_CHROME_FRAGMENTS } = options;
  const homePage = options.homePage === undefined ? DEFAULT_HOME_PAGE : options.homePage;
  const aem = createAemClient({ publishUrl: options.baseUrl, authorUrl: options.authorBaseUrl, authorAuth: options.authorAuth, timeoutMs, ...(options.fetch && { fetch: options.fetch }) });

  const languageRoot = (locale: Locale) => options.languageRoots?.[locale] ?? `/content/${site}/${locale.toLowerCase()}`;
  const modelPath = (locale: Locale, pagePath: string) => repositoryModelPath(languageRoot(locale), pagePath);
  /** A language's experience fragments mirror its language root: /content/x/br/pt -> /content/experience-fragments/x/br/pt. */
  const fragmentPath = (locale: Locale, fragment: string) => `/content/experience-fragments${languageRoot(locale).slice('/content'.length)}/${fragment}`;
  /** The header and footer fragments a template places on every page: the site draws its own. */
  const isChromeFragment = (item: AemNode) =>
    [item.localizedFragmentVariationPath, item.fragmentVariationPath, item.fragmentPath].some(
      (path) => typeof path === 'string' && Object.values(chromeFragments).some((fragment) => path.endsWith(`/${fragment}`)),
    );

  /** The AEM JSON at `path`, `null` on 404. Errors carry the repository path only: never the host or credentials. */
  async function fromAem<T>(instance: AemInstance, path: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const { failure, status, reason } = error;
      if (failure === 'timeout') throw new ContentSourceError(`AEM did not answer within ${timeoutMs} ms for ${path}`, { path, instance, reason });
      if (failure === 'malformed') throw new ContentSourceError(`AEM answered ${status} with a body that is not JSON for ${path}`, { path, status, instance });
      if (status !== undefined) throw new ContentSourceError(`AEM answered ${status} for ${path}`, { path, status, instance });
      throw new ContentSourceError(`AEM could not be reached for ${path}`, { path, instance, reason });
    }
  }
  const getJson = (instance: AemInstance, path: string): Promise<unknown | null> => fromAem(instance, path, () => aem.getJson(instance, path));

  function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, message: string, path: string): z.output<S> {
    const result = schema.safeParse(value);
    if (!result.success) throw new ContentSourceError(message, { path, reason: z.prettifyError(result.error) });
    return result.data;
  }

  /**
   * '/content/{site}/pt-br/campanhas.html#x' and its mapped form '/pt-br/campanhas.html#x' ->
   * '/campanhas#x'; anything else (DAM assets, other sites and languages) unchanged.
   */
  function rewriteLinks(locale: Locale, value: unknown): unknown {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const root = languageRoot(locale);
    // AEM's resource mapping usually shortens links by cutting /content/<site> off (/br/pt/x.html).
    const mappedRoot = root.replace(/^\/content\/[^/]+/, '');
    const hrefs = [
      new RegExp(`^${escape(root)}(/[^?#.]*)?(?:\\.html)?([?#].*)?$`),
      ...(mappedRoot ? [new RegExp(`^${escape(mappedRoot)}(/[^?#.]*)?\\.html([?#].*)?$`)] : []),
    ];
    const toSitePath = (link: string) => {
      const match = hrefs.map((href) => href.exec(link)).find(Boolean);
      if (!match) return link;
      const path = (match[1] ?? '').replace(/\/+$/, '') || '/';
      return `${path === homePage ? '/' : path}${match[2] ?? ''}`;
    };
    // Rich text is HTML: its links are href attributes inside the string, not the string itself.
    const inHtml = (html: string) =>
      html.replace(/(\shref=)(["'])([^"']*)\2/gi, (_match, attribute: string, quote: string, link: string) =>
        `${attribute}${quote}${toSitePath(link)}${quote}`,
      );
    const walk = (node: unknown): unknown => {
      if (typeof node === 'string') return toSitePath(inHtml(node));
      if (Array.isArray(node)) return node.map(walk);
      if (node && typeof node === 'object') {
        return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
      }
      return node;
    };
    return walk(value);
  }

  /** Our page properties from AEM's page object; unset AEM fields (null, '') count as absent. */
  function pageProperties(page: AemNode, pagePath: string, types: readonly string[]): Record<string, unknown> {
    const properties: Record<string, unknown> = {};
    for (const field of pageFields) {
      let value = page[field];
      if (value === null || value === undefined || value === '') continue;
      // AEM date pickers store date-times; the page model keeps the date.
      if ((field === 'datePublished' || field === 'dateModified') && typeof value === 'string') value = value.slice(0, 10);
      properties[field] = value;
    }
    // The page model always carries AEM's own last modification (epoch ms): the sitemap's <lastmod>.
    if (properties.dateModified === undefined && typeof page.lastModifiedDate === 'number' && Number.isFinite(page.lastModifiedDate)) {
      properties.dateModified = new Date(page.lastModifiedDate).toISOString().slice(0, 10);
    }
    properties.translationKey ??= pagePath === '/' ? 'home' : pagePath;
    if (pagePath === '/') properties.pageType ??= 'home';
    const sent: unknown = properties.componentsResourceTypes;
    if (Array.isArray(sent) && sent.every((type): type is string => typeof type === 'string')) {
      // AEM's own list names full types and includes layout containers: make it comparable to our nodes.
      properties.componentsResourceTypes = blockTypesOf(sent);
    } else {
      properties.componentsResourceTypes ??= types;
    }
    return properties;
  }

  function normalisePage(locale: Locale, pagePath: string, raw: unknown, path: string) {
    const page = parseOrThrow(aemNodeSchema, raw, `AEM page model at ${path} has an unexpected shape`, path);
    const childNodes = componentNodes(page, { rewriteLinks: (value) => rewriteLinks(locale, value), isSiteChrome: isChromeFragment });
    return parseOrThrow(
      pageDocumentSchema,
      { properties: pageProperties(page, pagePath, nodeTypes(childNodes)), childNodes },
      `AEM page ${path} does not match the page model`,
      path,
    );
  }

  /** Whether a language root holds no components of its own (its content is its home page's). */
  const isBareRoot = (locale: Locale, root: unknown) =>
    componentNodes(parseOrThrow(aemNodeSchema, root, `AEM page model at ${modelPath(locale, '/')} has an unexpected shape`, modelPath(locale, '/')), {
      rewriteLinks: (value) => value,
      isSiteChrome: isChromeFragment,
    }).length === 0;

  async function readPage(locale: Locale, pagePath: string, instance: 'publish' | 'author'): Promise<CmsPage | null> {
    const read = async (readPath: string) => {
      const path = modelPath(locale, readPath);
      const raw = await getJson(instance, path);
      return raw === null ? null : { raw, path };
    };
    let found = await read(pagePath);
    if (homePage && pagePath === '/' && found && isBareRoot(locale, found.raw)) found = (await read(homePage)) ?? found;
    // The home page is served at the root: not a second time at its own address.
    else if (homePage && pagePath === homePage && found) {
      const root = await read('/');
      if (root && isBareRoot(locale, root.raw)) return null;
    }
    if (!found) return null;
    return { ...normalisePage(locale, pagePath, found.raw, found.path), locale, path: pagePath, isDraft: instance === 'author' };
  }

  /** A header or footer fragment's nodes, null when AEM has none. */
  async function readFragment(locale: Locale, fragment: string) {
    const path = `${fragmentPath(locale, fragment)}.model.json`;
    const raw = await getJson('publish', path);
    if (raw === null) return null;
    const model = parseOrThrow(aemNodeSchema, raw, `AEM experience fragment at ${path} has an unexpected shape`, path);
    return { path, nodes: fragmentNodes(model, (value) => rewriteLinks(locale, value)) };
  }

  /** Navigation and footer from the header and footer fragments, the embedded chrome filling what AEM has none of. */
  async function chromeFromFragments(locale: Locale, configPath: string): Promise<SiteChrome> {
    const [header, footer] = await Promise.all([readFragment(locale, chromeFragments.header), readFragment(locale, chromeFragments.footer)]);
    const missing = [...(header ? [] : ['header']), ...(footer ? [] : ['footer'])];
    const where = `no site configuration at ${configPath} and no experience fragment at ${missing
      .map((part) => fragmentPath(locale, chromeFragments[part as keyof ChromeFragments]))
      .join(' or ')}`;
    if (missing.length > 0 && !options.embeddedChrome) throw new ContentSourceError(`AEM has ${where}`, { path: configPath, status: 404 });
    if (missing.length > 0) log.warn('cms.chrome_fallback', { locale, parts: missing, reason: `AEM has ${where}` });
    const embedded = await options.embeddedChrome?.(locale);

    const fromHeader = header && headerFromFragment(header.nodes);
    const brandName = fromHeader?.part.brandName ?? embedded?.brandName;
    const fromFooter = footer && footerFromFragment(footer.nodes, brandName ?? site);
    const leftOut = [...(fromHeader?.leftOut ?? []), ...(fromFooter?.leftOut ?? [])];
    if (leftOut.length > 0) log.warn('cms.chrome_left_out', { locale, leftOut });
    const path = (header ?? footer)?.path ?? configPath;
    return parseOrThrow(
      siteChromeSchema,
      {
        brandName,
        navigation: fromHeader ? fromHeader.part.navigation : embedded?.navigation,
        footer: fromFooter ? { ...fromFooter.part, disclaimer: fromFooter.part.disclaimer ?? embedded?.footer.disclaimer } : embedded?.footer,
        authMenu: embedded?.authMenu,
      },
      `AEM's header and footer fragments for ${locale} do not make the site's navigation and footer`,
      path,
    );
  }

  return {
    async getPage(locale, pagePath, { draft }) {
      // Only well-formed paths reach a URL: no '..', no encoded separators, no selectors.
      if (!pagePathSchema.safeParse(pagePath).success || pagePath === SITE_CONFIG_PATH) return null;
      if (draft && aem.hasAuthor) {
        try {
          const draftPage = await readPage(locale, pagePath, 'author');
          if (draftPage) return draftPage;
        } catch (error) {
          const status = error instanceof ContentSourceError && error.details.instance === 'author' ? error.details.status : undefined;
          if (status !== 401 && status !== 403) throw error;
          // The credentials (CMS_AUTHOR_AUTH) are missing, wrong or lack read rights: the editor
          // sees the published page, told why (the preview bar), rather than an error page.
          log.warn('cms.aem.author_refused', { path: modelPath(locale, pagePath), status });
          const published = await readPage(locale, pagePath, 'publish');
          return published && { ...published, previewNotice: 'author-refused' };
        }
      }
      return readPage(locale, pagePath, 'publish');
    },

    async listPages(locale, listing = {}) {
      const root = languageRoot(locale);
      const path = modelPath(locale, '/');
      const raw = await getJson('publish', path);
      // Like a missing locale folder of the files source: a language AEM does not have yet has no pages.
      if (raw === null) return [];
      const home = parseOrThrow(aemNodeSchema, raw, `AEM page model at ${path} has an unexpected shape`, path);

      const pages = new Map<string, PageSummary>();
      // A SPA root's content is its home page: listed at the root (after the root, so it takes its place), not at its own address.
      const homeAtRoot = homePage !== null && isBareRoot(locale, raw);
      /** A page that cannot be listed is left out and logged, never the locale; its child pages still count. */
      const summaryOf = (repositoryPath: string, node: AemNode): PageSummary | null => {
        const ownPath = repositoryPath === root ? '/' : repositoryPath.slice(root.length);
        if (!repositoryPath.startsWith(root) || !pagePathSchema.safeParse(ownPath).success) {
          throw new ContentSourceError(`AEM lists ${repositoryPath}, which is not a page path of ${locale}`, { path: repositoryPath });
        }
        if (ownPath === SITE_CONFIG_PATH) return null;
        const pagePath = homeAtRoot && ownPath === homePage ? '/' : ownPath;
        // The listing's nodes may be shallow: their own components do not matter for a summary.
        const { properties } = normalisePage(locale, pagePath, { ...node, ':items': {} }, `${repositoryPath}.model.json`);
        return {
          locale,
          path: pagePath,
          translationKey: properties.translationKey,
          title: properties.title,
          seoIndexing: properties.seoIndexing,
          guarded: properties.access !== undefined,
          lastModified: properties.dateModified ?? properties.datePublished,
        };
      };
      const add = (repositoryPath: string, node: AemNode) => {
        try {
          const summary = summaryOf(repositoryPath, node);
          if (summary) pages.set(summary.path, summary);
        } catch (error) {
          if (!(error instanceof ContentSourceError)) throw error;
          log.warn('cms.page_not_listed', { source: 'aem', locale, path: repositoryPath, reason: errorMessage(error), problems: error.details.reason });
          const pagePath = repositoryPath === root ? '/' : repositoryPath.slice(root.length);
          listing.onUnlisted?.({
            locale,
            where: repositoryPath,
            ...(repositoryPath.startsWith(root) && pagePathSchema.safeParse(pagePath).success && { pagePath }),
            reason: [errorMessage(error), error.details.reason].filter(Boolean).join('\n'),
          });
        }
        // `:children` nests as deep as AEM's structure depth is configured.
        for (const [childPath, child] of Object.entries(node[':children'] ?? {})) add(child[':path'] ?? childPath, child);
      };
      add(home[':path'] ?? root, home);
      // A Core Components site's page models export no child pages: AEM's own sitemap lists them.
      if (Object.keys(home[':children'] ?? {}).length === 0) await addFromSitemap();
      return [...pages.values()];

      async function addFromSitemap() {
        const sitemapPath = `${root}.sitemap.xml`;
        const xml = await fromAem('publish', sitemapPath, () => aem.getPublishedText(sitemapPath));
        if (xml === null) return;
        const unlisted = (where: string, reason: string, pagePath?: string) => {
          log.warn('cms.page_not_listed', { source: 'aem', locale, path: where, reason });
          listing.onUnlisted?.({ locale, where, ...(pagePath !== undefined && { pagePath }), reason });
        };
        const entries = readSitemap(xml, root).filter((entry) => entry.pagePath !== '/');
        // A few model reads at a time: the listing is read once and cached, AEM is not hammered.
        for (let start = 0; start < entries.length; start += SITEMAP_READS_AT_ONCE) {
          await Promise.all(
            entries.slice(start, start + SITEMAP_READS_AT_ONCE).map(async ({ loc, pagePath, lastModified }) => {
              if (pagePath === null || !pagePathSchema.safeParse(pagePath).success) return unlisted(loc, `the sitemap lists ${loc}, which is not a page path of ${locale}`);
              const repositoryPath = `${root}${pagePath}`;
              let raw: unknown;
              try {
                raw = await getJson('publish', modelPath(locale, pagePath));
              } catch (error) {
                if (!(error instanceof ContentSourceError)) throw error;
                return unlisted(repositoryPath, errorMessage(error), pagePath);
              }
              if (raw === null) return unlisted(repositoryPath, `the sitemap lists ${loc}, but AEM has no page model there`, pagePath);
              const node = aemNodeSchema.safeParse(raw);
              if (!node.success) return unlisted(repositoryPath, `AEM page model at ${repositoryPath}.model.json has an unexpected shape`, pagePath);
              add(repositoryPath, { ...node.data, ':children': {} });
              const summary = pages.get(pagePath);
              if (summary && !summary.lastModified && lastModified) pages.set(pagePath, { ...summary, lastModified });
            }),
          );
        }
      }
    },

    async getSiteChrome(locale): Promise<SiteChrome> {
      const path = modelPath(locale, SITE_CONFIG_PATH);
      const raw = await getJson('publish', path);
      if (raw === null) return chromeFromFragments(locale, path);
      const config = parseOrThrow(aemNodeSchema, raw, `AEM site configuration at ${path} has an unexpected shape`, path);
      return parseOrThrow(
        siteChromeSchema,
        rewriteLinks(locale, config.siteChrome),
        `AEM site configuration at ${path} does not match the site chrome model`,
        path,
      );
    },
  };
}
