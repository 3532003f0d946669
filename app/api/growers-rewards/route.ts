import { answer, forSignedIn } from '@/lib/auth/private-route';
import { growersRewardsFor } from '@/lib/growers-rewards/read';
import { fetchUserProfile } from '@/lib/upstreams/accounts/client';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/growers-rewards` -> the signed-in grower's `GrowersRewardsAnswer`
 * (lib/growers-rewards/contract.ts): `{ enrolled: false }`, or their programme, with requirements
 * and available rewards for a head grower only. The grower is the session's (its subject names
 * them to the service; whether they are the head grower is the account service's word). 401
 * signed out; 502/504 when either service fails.
 */
export const GET = () =>
  forSignedIn(async (session) =>
    answer(await growersRewardsFor(session.sub, async () => (await fetchUserProfile(session.sub, session.accessToken)).isHeadGrower)),
  );
