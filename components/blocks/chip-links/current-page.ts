import { cmsPagePath, resolveCmsHref } from '@/components/cms/cms-href';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Whether a CMS href points at the page being shown. Only the exact path counts: a query or an
 * #anchor leads somewhere else on (or a different view of) the page, so it is not "the current page".
 */
export function isCurrentPageHref(href: string, pagePath: string, locale: Locale): boolean {
  if (/[?#]/.test(href)) return false;
  const target = cmsPagePath(resolveCmsHref(locale, href));
  return target !== null && target === cmsPagePath(resolveCmsHref(locale, pagePath));
}
