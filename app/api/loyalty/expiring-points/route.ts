import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/expiring-points` -> `ExpiringPoints` (`{ sumPointsToExpire, lots }`, soonest first). */
export const GET = () => forMember(async (document) => answer(await loyalty.expiringPoints(document)));
