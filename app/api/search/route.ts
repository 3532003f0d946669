import { type NextRequest } from 'next/server';
import { jsonError } from '@/lib/http/responses';
import { searchQuerySchema, type SearchAnswer } from '@/lib/search/contract';
import { upstreamErrorResponse, UpstreamError } from '@/lib/upstreams/http';
import { search, SearchRefusal } from '@/lib/upstreams/search/client';

/** Public answers that change when content is published: browsers keep them a minute, the CDN five. */
const CACHE = 'public, max-age=60, s-maxage=300';

/** Optional parameters sent empty (`type=` for both kinds) count as absent. */
const optional = (value: string | null) => (value === null || value === '' ? undefined : value);

/**
 * `GET /api/search?q=ferrugem&locale=pt-BR[&type=article|product][&size=6][&from=0]` ->
 * `SearchAnswer` (lib/search/contract.ts): the matches in the locale's pages and products, best
 * first. 400 `invalid_query` for input the contract refuses (a blank q, a size over 50…), 400
 * `invalid-brand`, `invalid-crop` or `invalid-zipcode` when the service refuses the input so (spec
 * §8), 502/504 when it fails (never 500).
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = searchQuerySchema.safeParse({
    q: params.get('q') ?? '',
    type: optional(params.get('type')),
    size: optional(params.get('size')),
    from: optional(params.get('from')),
    locale: params.get('locale') ?? '',
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return jsonError(400, 'invalid_query', problems.join('; '));
  }
  try {
    const answer: SearchAnswer = await search.query(parsed.data);
    return Response.json(answer, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    if (error instanceof SearchRefusal) return jsonError(400, error.refusal, 'The search service refused this search.');
    // A search has no "thing" to be missing: a 404 is a wrong address of the service, a failure.
    if (error instanceof UpstreamError && error.failure === 'not_found') return jsonError(502, 'upstream_error', error.message);
    return upstreamErrorResponse(error);
  }
}
