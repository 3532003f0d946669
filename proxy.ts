import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

/**
 * Locale negotiation only: `/` and unprefixed paths are redirected to a locale chosen from the
 * NEXT_LOCALE cookie or Accept-Language (falling back to pt-BR). No access check lives here:
 * guards run where the data is read.
 */
export default createMiddleware(routing);

export const config = {
  matcher: ['/((?!api|_next|_vercel|sandbox|.*\\..*).*)'],
};
