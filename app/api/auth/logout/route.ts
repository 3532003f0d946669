import type { NextRequest } from 'next/server';
import { safeRedirectPath } from '@/lib/access/redirects';
import { revokeSessionCookie, SESSION_COOKIE } from '@/lib/auth/session';
import { localRedirect } from '@/lib/http/origin';
import { readFormBody } from '@/lib/http/responses';
import { crossSiteRefusal } from '@/lib/http/same-site';

/** The menu's form holds one short path. */
const FORM_MAX_BYTES = 4096;

/**
 * `POST /api/auth/logout`: ends the session and goes to the form's `redirectUrl` (a same-site
 * path, the locale's home) or `/`. A POST (a form in the account menu), so no link or prefetch can
 * sign anyone out; the SameSite=Lax cookie is not sent on cross-site POSTs. The session is revoked
 * as well as cleared, so a copy of the cookie no longer works either (lib/auth/revocation).
 */
export async function POST(request: NextRequest) {
  // Another site's page must not sign anyone out.
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const read = await readFormBody(request, FORM_MAX_BYTES);
  if (!read.ok) return read.response;
  const target = read.form.get('redirectUrl');
  // Not recorded (the shared store is down, logged there): the browser's cookie is still cleared.
  await revokeSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const response = localRedirect(safeRedirectPath(typeof target === 'string' ? target : null));
  response.cookies.delete({ name: SESSION_COOKIE, path: '/' });
  return response;
}
