import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isGuardedPath } from './lib/cms/guarded-paths';
import { GUARDED_SEGMENT } from './lib/cms/paths';
import { isLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { contentSecurityPolicy } from './lib/security/headers.mjs';

const localeNegotiation = createMiddleware(routing);

/** 128 random bits, base64: a new one for every per-request page. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A page with access rules is rendered for each request and streams: its CSP allows the inline
 * scripts Next writes by a nonce made for this request, not by hashes of a body that is not
 * complete yet. Next reads the nonce from the request's CSP header and puts it on its scripts;
 * the browser gets the same policy (server.mjs lets such a response stream untouched).
 */
function perRequestPage(request: NextRequest, target: URL): NextResponse {
  const https = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  const policy = contentSecurityPolicy([], { nonce: newNonce(), upgradeInsecure: https });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * Locale negotiation: `/` and unprefixed paths are redirected to a locale chosen from
 * Accept-Language (falling back to pt-BR; no locale cookie, lib/i18n/routing.ts). Pages with access rules are
 * rewritten to the per-request route, which decides who sees them: no access check lives here,
 * so skipping the proxy (a forged header) only ever reaches the cached route's login redirect.
 */
export default async function proxy(request: NextRequest) {
  const [, locale, ...rest] = request.nextUrl.pathname.split('/');
  const pagePath = `/${rest.join('/')}`;
  if (isLocale(locale) && rest[0] !== GUARDED_SEGMENT && (await isGuardedPath(locale, pagePath))) {
    const target = request.nextUrl.clone();
    target.pathname = `/${locale}/${GUARDED_SEGMENT}${pagePath === '/' ? '' : pagePath}`;
    return perRequestPage(request, target);
  }
  return localeNegotiation(request);
}

export const config = {
  // Not pages: Route Handlers (api, sandbox, AEM's files and image renditions under /content) and files with an extension.
  matcher: ['/((?!api|_next|_vercel|sandbox|content/|.*\\..*).*)'],
};
