import { NextResponse, type NextRequest } from 'next/server';
import { signInRetryPath } from '@/lib/access/login-href';
import { returnPathFromLoginQuery } from '@/lib/access/return-to';
import { SIGN_IN_COOKIE, startSignIn } from '@/lib/auth/sign-in';
import { cookieIsSecure } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { localRedirect, requestOrigin } from '@/lib/http/origin';
import { errorMessage, log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/auth/login?state={"redirectUri": currentUrl}` (or `?redirectUrl=/path`): starts an
 * OpenID Connect sign-in and sends the browser to the provider. The page to come back to is
 * checked here and again after the callback; it is always a path of this site. The callback URL
 * (redirect_uri) is on one of the site's configured origins, whatever Host the request names.
 */
export async function GET(request: NextRequest) {
  const origin = requestOrigin(request);
  const returnTo = returnPathFromLoginQuery(request.nextUrl.searchParams, env.site.origins);
  try {
    const { authorizationUrl, signInCookie, maxAgeS } = await startSignIn(origin, returnTo);
    const response = NextResponse.redirect(authorizationUrl, 302);
    response.headers.set('cache-control', 'no-store');
    response.cookies.set(SIGN_IN_COOKIE, signInCookie, { httpOnly: true, secure: cookieIsSecure(origin), sameSite: 'lax', path: '/api/auth', maxAge: maxAgeS });
    return response;
  } catch (error) {
    log.error('auth.sign_in_unavailable', { error: errorMessage(error) });
    return localRedirect(signInRetryPath('unavailable', returnTo));
  }
}
