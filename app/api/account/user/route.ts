import { currentSession } from '@/lib/auth/session';
import { jsonError } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/** `GET /api/account/user` -> `{ uid }` of the signed-in user, or 401. */
export async function GET() {
  const session = await currentSession();
  if (!session) return jsonError(401, 'unauthenticated', 'Sign in first.');
  return Response.json({ uid: session.sub }, { headers: { 'cache-control': 'private, no-store' } });
}
