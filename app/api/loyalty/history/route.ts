import { invalidRequest } from '@/lib/http/responses';
import { historyQueryFromSearchParams } from '@/lib/loyalty/contract';
import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/loyalty/history?page&per_page&categories&startDate&endDate&search` -> `HistoryPage`
 * (`{ result, totalPages, totalItems, page, perPage }`), newest first; 400 for a bad query.
 */
export const GET = (request: Request) =>
  forMember(async (document) => {
    const query = historyQueryFromSearchParams(new URL(request.url).searchParams);
    if (!query.success) return invalidRequest(query.error);
    return answer(await loyalty.history(document, query.data));
  });
