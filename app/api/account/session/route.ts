import { currentSession } from '@/lib/auth/session';
import { errorMessage, log } from '@/lib/log';
import { fetchUserProfile } from '@/lib/upstreams/accounts/client';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/account/session` -> what the browser may know of the signed-in user (never tokens):
 * `{ isLoggedIn: false }` or `{ isLoggedIn: true, user: { document, email, name, isEleva } }`.
 * Cached pages are the same for everyone, so the header asks this after load.
 */
export async function GET() {
  const headers = { 'cache-control': 'private, no-store' };
  const session = await currentSession();
  if (!session) return Response.json({ isLoggedIn: false }, { headers });
  let isEleva = false;
  try {
    isEleva = (await fetchUserProfile(session.sub, session.accessToken)).isEleva;
  } catch (error) {
    // Without the profile the user is still signed in; eleva-only content just stays hidden.
    log.warn('account.profile_unavailable', { error: errorMessage(error) });
  }
  const { document, email, name } = session;
  return Response.json({ isLoggedIn: true, user: { document, email, name, isEleva } }, { headers });
}
