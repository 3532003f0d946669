import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/contents-for-you/themes` -> `InterestThemes` (`{ cultures, regions, editorials }` of `{ id, title }`): the interests picker's choices. */
export const GET = () =>
  forMember(async (document) => {
    const [, themes] = await Promise.all([loyalty.member(document), loyalty.interestThemes()]);
    return answer(themes);
  });
