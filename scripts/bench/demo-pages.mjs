// @ts-check
/**
 * The pages the bench measures: every public page the server serves, and one locale's pages with
 * access rules (signed in, sign-in.mjs). The sitemap lists only the
 * indexable ones, and the component guide (`/pt-BR/componentes/...`, noindex), the pages with
 * every carousel, form and embed, matters most here; so the embedded content is listed as well,
 * through the site's own files source (loaded with tsx, a dev dependency, rather than reimplementing
 * how files map to URLs).
 */
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/**
 * The URL path a visitor types for a page: `/pt-BR` for a home, `/pt-BR/campanhas` otherwise.
 * @param {string} locale
 * @param {string} pagePath the CMS page path (`/`, `/campanhas`)
 */
export function urlPathOf(locale, pagePath) {
  return pagePath === '/' ? `/${locale}` : `/${locale}${pagePath}`;
}

/**
 * The embedded content's published pages, or null when the server reads another source
 * (`CMS_SOURCE=aem`): then the sitemap alone says which pages exist.
 * @param {{ root: string, env: Readonly<Record<string, string | undefined>> }} options
 * @returns {Promise<import('../../lib/cms/model').PageSummary[] | null>}
 */
async function contentPages({ root, env }) {
  if ((env.CMS_SOURCE || 'files') !== 'files') return null;
  const { createFilesSource } = /** @type {{ createFilesSource: (rootDir: string) => import('../../lib/cms/sources/types').ContentSource }} */ (
    await tsImport(path.join(root, 'lib/cms/sources/files.ts'), import.meta.url)
  );
  const { locales } = /** @type {{ locales: readonly import('../../lib/i18n/locales').Locale[] }} */ (
    await tsImport(path.join(root, 'lib/i18n/locales.ts'), import.meta.url)
  );
  const source = createFilesSource(path.resolve(root, env.CMS_CONTENT_DIR || 'content'));
  return (await Promise.all(locales.map((locale) => source.listPages(locale)))).flat();
}

/**
 * Every published page without access rules (those send visitors to sign in) of every locale of
 * the embedded content, or null for another source.
 * @param {{ root: string, env: Readonly<Record<string, string | undefined>> }} options
 * @returns {Promise<string[] | null>} URL paths, locale by locale
 */
export async function contentPagePaths(options) {
  const pages = await contentPages(options);
  return pages && pages.filter((page) => !page.guarded).map((page) => urlPathOf(page.locale, page.path));
}

/**
 * The pages with access rules of one locale of the embedded content (measured signed in), or null
 * for another source.
 * @param {{ root: string, env: Readonly<Record<string, string | undefined>>, locale: string }} options
 * @returns {Promise<string[] | null>} URL paths
 */
export async function guardedPagePaths({ locale, ...options }) {
  const pages = await contentPages(options);
  return pages && pages.filter((page) => page.guarded && page.locale === locale).map((page) => urlPathOf(page.locale, page.path));
}
