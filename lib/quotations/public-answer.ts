import 'server-only';
import { jsonError } from '@/lib/http/responses';
import { UpstreamError, upstreamErrorResponse } from '@/lib/upstreams/http';

/** Spec §9: quotations are stale after 10 minutes; browsers keep an answer a minute, the CDN ten. */
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=600, stale-while-revalidate=60';

/**
 * The answer of a public quotation route (`app/api/quotations/{market,ticker}`): the body, cached
 * as above, or the failure of `read`, never cached. A 404 of these services is the service failing
 * (their addresses are fixed), so it answers 502 like any other failure.
 */
export async function publicQuotationAnswer(read: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await read(), { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    const response =
      error instanceof UpstreamError && error.failure === 'not_found' ? jsonError(502, 'upstream_error', error.message) : upstreamErrorResponse(error);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
}
