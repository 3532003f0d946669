import { safeRedirectPath } from '@/lib/access/redirects';
import { resolveCmsHref } from '@/components/cms/cms-href';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The sign-in page an editor configured (a path of this site without query, '/login'), as the
 * locale serves it ('/pt-BR/login'). The site's own routes ('/api/auth/login', which starts the
 * sign-in at once) have no locale and pass as they are.
 */
export function loginPageHref(locale: Locale, loginPath: string): string {
  return /^\/api(?:\/|$)/.test(loginPath) ? loginPath : resolveCmsHref(locale, loginPath);
}

/**
 * The article banner's sign-in link (spec §2): the configured sign-in page with `redirectUrl`, the
 * page to come back to (its path and its query), encoded. Only a path of this site is carried: a
 * doubtful one (`//host`, encoded slashes) is replaced by `fallback`, the page's own path.
 */
export function signInHref(loginHref: string, returnTo: string, fallback: string): string {
  const target = safeRedirectPath(returnTo, fallback);
  return `${loginHref}${loginHref.includes('?') ? '&' : '?'}redirectUrl=${encodeURIComponent(target)}`;
}
