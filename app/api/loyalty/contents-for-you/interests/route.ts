import { readValidBody } from '@/lib/http/responses';
import { interestsSchema } from '@/lib/loyalty/contract';
import { answer, forMember, writeRefusal } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/**
 * `PUT /api/loyalty/contents-for-you/interests` `Interests` (`{ cultures, regions, editorials }`,
 * at least one id in all) -> `{ interests }` as saved; 400 with `select_at_least_one` for none.
 */
export const PUT = async (request: Request) =>
  writeRefusal(request) ??
  forMember(async (document) => {
    const body = await readValidBody(request, interestsSchema, 16 * 1024);
    if (!body.ok) return body.response;
    await loyalty.saveInterests(document, body.data);
    return answer({ interests: body.data });
  });
