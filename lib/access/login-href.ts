import type { Locale } from '@/lib/i18n/locales';
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
