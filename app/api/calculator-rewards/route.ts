import { type NextRequest } from 'next/server';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { calculatorRewardsQueryFromSearchParams, type CalculatorRewards } from '@/lib/loyalty/calculator-rewards';
import { UpstreamError, upstreamErrorResponse } from '@/lib/upstreams/http';
import { loyalty } from '@/lib/upstreams/loyalty/client';

/** The same catalogue for everyone: browsers keep it 5 minutes, the CDN about 59 (spec §9's services cache). */
const CACHE = 'public, max-age=300, s-maxage=3540, stale-while-revalidate=600';

/**
 * `GET /api/calculator-rewards?item_type&min_points&service_crop&service_journey&service_category&page&items_per_page`
 * -> `CalculatorRewards` (`{ items, page, nextPage }`, 8 a page or 16): the rewards of one
 * points band, through the programme's services search. Public, no session. 400 naming the bad
 * parameter, 502/504 when the programme fails (never cached).
 */
export async function GET(request: NextRequest) {
  const query = calculatorRewardsQueryFromSearchParams(request.nextUrl.searchParams);
  if (!query.success) return invalidRequest(query.error);
  const { item_type, min_points, service_crop, service_journey, service_category, page, items_per_page } = query.data;
  try {
    const rewards: CalculatorRewards = await loyalty.searchRewards({
      itemType: item_type,
      minPoints: min_points,
      crop: service_crop,
      journey: service_journey,
      category: service_category,
      page,
      itemsPerPage: items_per_page,
    });
    return Response.json(rewards, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    // A search has nothing to be "not found": a 404 from it is the programme failing, not an empty catalogue.
    const failed =
      error instanceof UpstreamError && error.failure === 'not_found' ? jsonError(502, 'upstream_error', error.message) : upstreamErrorResponse(error);
    // A CDN must not keep serving an outage once the programme is back.
    failed.headers.set('cache-control', 'no-store');
    return failed;
  }
}
