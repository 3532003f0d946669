import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** External targets open in a new tab; everything else stays on the site. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Editors write paths inside the current locale ('/campanhas'); the site serves them under the
 * locale prefix ('/pt-BR/campanhas'). Anchors, mailto:, tel: and external URLs pass unchanged.
 */
export function resolveCmsHref(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  // Already under this locale (an editor who wrote the prefix).
  if (cmsPagePath(href)?.split('/')[1] === locale) return href;
  return getPathname({ locale, href });
}

/**
 * The page a path on this site names: no query, no anchor, no trailing slash ('/' stays). Null for
 * anything else (other sites, #anchors, mailto:). What "current page" rules compare.
 */
export function cmsPagePath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/, 1)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Props for an anchor to a CMS href: resolved target, and new-tab attributes for external links. */
export function cmsLinkProps(locale: Locale, href: string) {
  return isExternalHref(href)
    ? { href, target: '_blank', rel: 'noopener noreferrer' }
    : { href: resolveCmsHref(locale, href) };
}
