/**
 * The link that starts a sign-in and comes back to `returnPath`: `/api/auth/login` with the
 * spec's state, `{"redirectUri": ...}`. Usable on the server and in the browser.
 */
export function loginHref(returnPath: string): string {
  return `/api/auth/login?${new URLSearchParams({ state: JSON.stringify({ redirectUri: returnPath }) })}`;
}

/** The site's login page for a visitor stopped at `returnPath` (spec: `/login?redirectUrl={path}`). */
export function loginPagePath(locale: string, returnPath: string): string {
  return `/${locale}/login?${new URLSearchParams({ redirectUrl: returnPath })}`;
}
