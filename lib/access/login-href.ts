import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * The link that starts a sign-in and comes back to `returnPath`: `/api/auth/login` with the
 * spec's state, `{"redirectUri": ...}`. Usable on the server and in the browser.
 */
export function loginHref(returnPath: string): string {
  return `/api/auth/login?${new URLSearchParams({ state: JSON.stringify({ redirectUri: returnPath }) })}`;
}

/** The site's login page for a visitor stopped at `returnPath` (spec: `/login?redirectUrl={path}`). */
export function loginPagePath(locale: Locale, returnPath: string): string {
  return getPathname({ locale, href: { pathname: '/login', query: { redirectUrl: returnPath } } });
}

/**
 * The login page after a sign-in that did not succeed: why, and the page to come back to, so the
 * retry returns there. In that page's locale when it has one (the browser's otherwise: the proxy
 * picks it for `/login`). `returnPath` must be a checked same-site path; '/' or none is not carried.
 */
export function signInRetryPath(error: string, returnPath?: string): string {
  const query = { error, ...(returnPath && returnPath !== '/' && { redirectUrl: returnPath }) };
  const locale = returnPath?.split(/[/?#]/)[1];
  return isLocale(locale) ? getPathname({ locale, href: { pathname: '/login', query } }) : `/login?${new URLSearchParams(query)}`;
}
