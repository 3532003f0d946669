import { safeRedirectPath } from './redirects';

/**
 * Where a sign-in goes back to, from `/api/auth/login`'s query: `state` carries the page's current
 * URL as `{"redirectUri": ...}` (the spec's shape), `redirectUrl` a path. A full URL counts only
 * when it is on one of the site's own origins; whatever it is ends up a same-site path or '/'.
 */
export function returnPathFromLoginQuery(query: URLSearchParams, siteOrigins: readonly string[]): string {
  const state = query.get('state');
  let target: string | null = query.get('redirectUrl');
  if (state) {
    try {
      const parsed: unknown = JSON.parse(state);
      target = parsed && typeof parsed === 'object' && 'redirectUri' in parsed && typeof parsed.redirectUri === 'string' ? parsed.redirectUri : null;
    } catch {
      target = state;
    }
  }
  if (target && /^https?:\/\//i.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    target = siteOrigins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  return safeRedirectPath(target);
}
