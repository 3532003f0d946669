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
