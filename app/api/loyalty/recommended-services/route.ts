import { invalidRequest } from '@/lib/http/responses';
import { servicesQuerySchema } from '@/lib/loyalty/contract';
import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/loyalty/recommended-services?list=personal|featured&page` -> `RecommendedServices`
 * (`{ services, totalPages, fallback }`, 8 a page). `featured` is cached on the server about 59
 * minutes and falls back to a standing list when the programme fails (so it never answers 502).
 */
export const GET = (request: Request) =>
  forMember(async (document) => {
    const query = servicesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalidRequest(query.error);
    const { list, page } = query.data;
    if (list === 'personal') return answer(await loyalty.recommendedServices(document, page));
    const [, services] = await Promise.all([loyalty.member(document), loyalty.featuredServices(page)]);
    return answer(services);
  });
