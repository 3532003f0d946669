import type { NextRequest } from 'next/server';
import { safeRedirectPath } from '@/lib/access/redirects';
import { revokeSessionCookie, SESSION_COOKIE } from '@/lib/auth/session';
import { localRedirect } from '@/lib/http/origin';

/**
 * `POST /api/auth/logout`: ends the session and goes to the form's `redirectUrl` (a same-site
 * path, the locale's home) or `/`. A POST (a form in the account menu), so no link or prefetch can
 * sign anyone out; the SameSite=Lax cookie is not sent on cross-site POSTs. The session is revoked
 * as well as cleared, so a copy of the cookie no longer works either (lib/auth/revocation).
 */
export async function POST(request: NextRequest) {
  const form = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ? await request.formData().catch(() => null) : null;
  const target = form?.get('redirectUrl');
  // Not recorded (the shared store is down, logged there): the browser's cookie is still cleared.
  await revokeSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const response = localRedirect(safeRedirectPath(typeof target === 'string' ? target : null));
  response.cookies.delete({ name: SESSION_COOKIE, path: '/' });
  return response;
}
