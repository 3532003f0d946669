import type { NextRequest } from 'next/server';
import { signInRetryPath } from '@/lib/access/login-href';
import { safeRedirectPath } from '@/lib/access/redirects';
import { finishSignIn, SIGN_IN_COOKIE } from '@/lib/auth/sign-in';
import { sealSession, SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/session';
import { localRedirect, requestOrigin } from '@/lib/http/origin';
import { errorMessage, log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/**
 * The provider's redirect after sign-in. Opens the session and goes back to the page the sign-in
 * started from; a refused, stale or forged sign-in goes to the login page with a message.
 */
export async function GET(request: NextRequest) {
  const failed = (reason: string) => {
    const response = localRedirect(signInRetryPath(reason));
    response.cookies.delete({ name: SIGN_IN_COOKIE, path: '/api/auth' });
    return response;
  };
  if (request.nextUrl.searchParams.has('error')) {
    log.warn('auth.sign_in_refused', { error: request.nextUrl.searchParams.get('error') });
    return failed('refused');
  }
  let result: Awaited<ReturnType<typeof finishSignIn>>;
  try {
    result = await finishSignIn(request.nextUrl.search, request.cookies.get(SIGN_IN_COOKIE)?.value);
  } catch (error) {
    log.warn('auth.sign_in_failed', { error: errorMessage(error) });
    return failed('failed');
  }
  if (!result) return failed('expired');
  const response = localRedirect(safeRedirectPath(result.returnTo));
  response.cookies.set(SESSION_COOKIE, await sealSession(result.session), sessionCookieOptions(requestOrigin(request)));
  response.cookies.delete({ name: SIGN_IN_COOKIE, path: '/api/auth' });
  return response;
}
