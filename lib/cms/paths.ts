import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pagePathSchema } from './model';

/** `['artigos', 'ferrugem']` -> '/artigos/ferrugem'; no segments -> '/'. */
export function pagePathFromSlug(slug: readonly string[] | undefined): string {
  return slug && slug.length > 0 ? `/${slug.join('/')}` : '/';
}

/** '/artigos/ferrugem' -> ['artigos', 'ferrugem']; '/' -> []. */
export function slugFromPagePath(pagePath: string): string[] {
  return pagePath === '/' ? [] : pagePath.slice(1).split('/');
}

/**
 * Splits a site path such as '/pt-BR/campanhas' into locale and page path. Returns null for
 * anything that is not exactly a well-formed page URL of ours (other hosts, schemes, '..', '//').
 */
export function parseLocalizedPath(value: string): { locale: Locale; path: string } | null {
  const match = /^\/([A-Za-z]{2}-[A-Za-z]{2})(\/.*)?$/.exec(value);
  if (!match) return null;
  const [, locale, rest] = match;
  if (!isLocale(locale)) return null;
  const pagePath = !rest || rest === '/' ? '/' : rest.replace(/\/$/, '');
  return pagePathSchema.safeParse(pagePath).success ? { locale, path: pagePath } : null;
}

/**
 * The URL segment of the per-request route for pages with access rules: the proxy rewrites
 * `/{locale}/{path}` of such a page to `/{locale}/guarded-page/{path}`.
 */
export const GUARDED_SEGMENT = 'guarded-page';
