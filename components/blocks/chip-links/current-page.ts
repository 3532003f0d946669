import { isExternalHref, resolveCmsHref } from '@/components/cms/cms-href';
import type { Locale } from '@/lib/i18n/locales';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a CMS href points at the page being shown. Only the exact path counts: a query or an
 * #anchor leads somewhere else on (or a different view of) the page, so it is not "the current page".
 */
export function isCurrentPageHref(href: string, pagePath: string, locale: Locale): boolean {
  if (isExternalHref(href) || !href.startsWith('/')) return false;
  return withoutTrailingSlash(resolveCmsHref(href, locale)) === withoutTrailingSlash(resolveCmsHref(pagePath, locale));
}
