import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/auth/session';
import { publicOrigin } from '@/lib/http/origin';

/**
 * `POST /api/auth/logout`: ends the session and goes home. A POST (a form in the auth menu), so no
 * link or prefetch can sign anyone out; the SameSite=Lax cookie is not sent on cross-site POSTs.
 */
export async function POST(request: NextRequest) {
  const response = NextResponse.redirect(new URL('/', publicOrigin(request)), 303);
  response.headers.set('cache-control', 'no-store');
  response.cookies.delete({ name: SESSION_COOKIE, path: '/' });
  return response;
}
