import { type NextRequest } from 'next/server';
import { jsonError } from '@/lib/http/responses';
import { upstreamErrorResponse, UpstreamError } from '@/lib/upstreams/http';
import { yieldTrials } from '@/lib/upstreams/yield-trials/client';
import { TRIAL_CARD_LIMIT, yieldTrialsQuerySchema, type YieldTrialsAnswer } from '@/lib/yield-trials/contract';

/** Trial results change a few times a season: browsers keep them 5 minutes, the CDN half an hour. */
const CACHE = 'public, max-age=300, s-maxage=1800';

/**
 * `GET /api/yield-trials?zip=50309&brand=terralis` -> `YieldTrialsAnswer` (lib/yield-trials/contract.ts):
 * the brand's trials within 200 miles of the zip, nearest first, at most 3 (none is an answer: the
 * module's no-results state). 400 `invalid_zipcode` (not five digits) or `invalid_brand`; 404
 * `zipcode_not_found` when the service has no place for the zip; 502/504 when it fails (never 500).
 */
export async function GET(request: NextRequest) {
  const parsed = yieldTrialsQuerySchema.safeParse({ zip: request.nextUrl.searchParams.get('zip') ?? '', brand: request.nextUrl.searchParams.get('brand') ?? '' });
  if (!parsed.success) {
    const badZip = parsed.error.issues.some((issue) => issue.path[0] === 'zip');
    return badZip
      ? jsonError(400, 'invalid_zipcode', 'zip must be a five-digit US zip code.')
      : jsonError(400, 'invalid_brand', 'brand is not one with trials.');
  }
  try {
    const near = await yieldTrials.near({ ...parsed.data, limit: TRIAL_CARD_LIMIT });
    if (near.kind === 'zipcode-not-found') return jsonError(404, 'zipcode_not_found', 'No place has this zip code.');
    return Response.json({ zip: near.zip, trials: near.trials } satisfies YieldTrialsAnswer, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    // The service's unknown zip is an answer above; any other 404 is a wrong address, not a missing thing.
    if (error instanceof UpstreamError && error.failure === 'not_found') return jsonError(502, 'upstream_error', error.message);
    return upstreamErrorResponse(error);
  }
}
