import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/contents-for-you` -> `ContentsForYou` (`{ contents, interests }`). */
export const GET = () => forMember(async (document) => answer(await loyalty.contentsForYou(document)));
