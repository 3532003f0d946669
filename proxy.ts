import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isGuardedPath } from './lib/cms/guarded-paths';
import { GUARDED_SEGMENT } from './lib/cms/paths';
import { isLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';

const localeNegotiation = createMiddleware(routing);

/**
 * Locale negotiation: `/` and unprefixed paths are redirected to a locale chosen from the
 * NEXT_LOCALE cookie or Accept-Language (falling back to pt-BR). Pages with access rules are
 * rewritten to the per-request route, which decides who sees them: no access check lives here,
 * so skipping the proxy (a forged header) only ever reaches the cached route's login redirect.
 */
export default async function proxy(request: NextRequest) {
  const [, locale, ...rest] = request.nextUrl.pathname.split('/');
  const pagePath = `/${rest.join('/')}`;
  if (isLocale(locale) && rest[0] !== GUARDED_SEGMENT && (await isGuardedPath(locale, pagePath))) {
    const target = request.nextUrl.clone();
    target.pathname = `/${locale}/${GUARDED_SEGMENT}${pagePath === '/' ? '' : pagePath}`;
    return NextResponse.rewrite(target);
  }
  return localeNegotiation(request);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|sandbox|.*\\..*).*)'],
};
