import type { NextRequest } from 'next/server';
import { signInRetryPath } from '@/lib/access/login-href';
import { safeRedirectPath } from '@/lib/access/redirects';
import { finishSignIn, pendingSignIn, SIGN_IN_COOKIE } from '@/lib/auth/sign-in';
import { sealSession, SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/session';
import { localRedirect, requestOrigin } from '@/lib/http/origin';
import { errorMessage, log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/**
 * The provider's redirect after sign-in. Opens the session and goes back to the page the sign-in
 * started from. A cancelled, refused or failed sign-in goes to the login page with a message and
 * the same return address, so trying again still ends on that page; only a sign-in whose
 * transaction is gone (expired, forged) has no return address left to keep.
 */
export async function GET(request: NextRequest) {
  const transaction = await pendingSignIn(request.cookies.get(SIGN_IN_COOKIE)?.value);
  const returnTo = transaction ? safeRedirectPath(transaction.returnTo) : undefined;
  const failed = (reason: 'refused' | 'failed' | 'expired') => {
    const response = localRedirect(signInRetryPath(reason, returnTo));
    response.cookies.delete({ name: SIGN_IN_COOKIE, path: '/api/auth' });
    return response;
  };
  const query = request.nextUrl.searchParams;
  if (query.has('error')) {
    log.warn('auth.sign_in_refused', { error: query.get('error') });
    return failed('refused');
  }
  if (!transaction || returnTo === undefined) return failed('expired');
  let session: Awaited<ReturnType<typeof finishSignIn>>;
  try {
    session = await finishSignIn(request.nextUrl.search, transaction);
  } catch (error) {
    log.warn('auth.sign_in_failed', { error: errorMessage(error) });
    return failed('failed');
  }
  const response = localRedirect(returnTo);
  response.cookies.set(SESSION_COOKIE, await sealSession(session), sessionCookieOptions(requestOrigin(request)));
  response.cookies.delete({ name: SIGN_IN_COOKIE, path: '/api/auth' });
  return response;
}
