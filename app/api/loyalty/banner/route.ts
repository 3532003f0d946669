import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/banner` -> `LoyaltyBanner` (`{ weatherBulletin }`): the dashboard's second call. */
export const GET = () => forMember(async (document) => answer(await loyalty.banner(document)));
