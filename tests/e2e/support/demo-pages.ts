import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageDocumentSchema, type CmsPage } from '../../../lib/cms/model';
import { pagePathOfFile } from '../../../lib/cms/sources/files';
import { locales, type Locale } from '../../../lib/i18n/locales';

/** The public origin the build was made for: canonical URLs, hreflang and the sitemap use it, whatever host serves the page. */
export const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';

export const contentDir = path.resolve(__dirname, '../../../content');

/** The URL a page is served at, as a visitor types it: '/pt-BR' for a home, '/pt-BR/campanhas' otherwise. */
const urlOf = (locale: Locale, pagePath: string) => (pagePath === '/' ? `/${locale}` : `/${locale}${pagePath}`);

export interface DemoPage {
  url: string;
  page: CmsPage;
  /** Locale -> URL path of every published version of this page. */
  versions: Partial<Record<Locale, string>>;
}

/**
 * Every published public demo page of every locale, read from the embedded content the server was built
 * from. Synchronous, because Playwright declares tests while it loads the file.
 */
export function demoPages(): DemoPage[] {
  const published: CmsPage[] = locales.flatMap((locale) =>
    (readdirSync(path.join(contentDir, locale), { recursive: true }) as string[]).flatMap((relative) => {
      const file = pagePathOfFile(relative);
      if (!file || file.isDraft) return [];
      const document = pageDocumentSchema.parse(JSON.parse(readFileSync(path.join(contentDir, locale, relative), 'utf8')));
      // Pages with access rules send visitors to sign in: access.spec.ts covers them.
      if (document.properties.access) return [];
      return [{ ...document, locale, path: file.path, isDraft: false }];
    }),
  );
  return published.map((page) => ({
    url: urlOf(page.locale, page.path),
    page,
    versions: Object.fromEntries(
      published
        .filter((other) => other.properties.translationKey === page.properties.translationKey)
        .map((other) => [other.locale, urlOf(other.locale, other.path)]),
    ),
  }));
}

/** How many articles of each locale the per-page journeys open. */
export const ARTICLES_PER_LOCALE = 3;

/**
 * The pages the per-page journeys (each page renders, its metadata, its CSP, axe) open: every
 * demo page, but of the articles only the first few of each locale by address. The 30 articles of
 * a locale are one template (hero, summary panel, rich text) filled with text: opening all of
 * them added some 270 journeys and no check a sample lacks. Every page of the sitemap still
 * answers 200 with every link on it (links.spec.ts), and content:check validates every page's
 * blocks and links.
 */
export function representativePages(): DemoPage[] {
  const pages = demoPages().sort((a, b) => a.url.localeCompare(b.url));
  const articlesSeen = new Map<Locale, number>();
  return pages.filter(({ page }) => {
    if (page.properties.pageType !== 'article') return true;
    const seen = (articlesSeen.get(page.locale) ?? 0) + 1;
    articlesSeen.set(page.locale, seen);
    return seen <= ARTICLES_PER_LOCALE;
  });
}

/**
 * The component guide of a locale (`/pt-BR/componentes` and its family pages, `translationKey`
 * `components` and `components-*`): the index first, then the family pages.
 */
export function componentGuidePages(locale: Locale): string[] {
  return demoPages()
    .filter(({ page }) => page.locale === locale && /^components(?:-|$)/.test(page.properties.translationKey))
    .map(({ url }) => url)
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
}
