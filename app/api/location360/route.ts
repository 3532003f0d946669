import { type NextRequest } from 'next/server';
import { postcodePrefixSchema, POSTCODE_NOT_FOUND_MESSAGE, type PostcodePlace } from '@/lib/postal-code-seed/contract';
import { jsonError } from '@/lib/http/responses';
import { crossSiteRefusal } from '@/lib/http/same-site';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { location360 } from '@/lib/upstreams/location360/client';

/**
 * `POST /api/location360?postCode={five digits}` (spec §7): the place of a CEP prefix,
 * `{ geometry: { coordinates: [lng, lat] }, properties: { postcode_name } }` (`PostcodePlace`).
 * A lookup, not a write (the spec makes it a POST, without a body), so only other sites' requests
 * are refused (403). 400 `invalid_postcode` when postCode is not five digits; 404
 * `postcode_not_found` ('CEP não encontrado') when Location360 knows none; 502/504 when it fails.
 * The answer is the same for everyone: `private` only because a POST's answer is not a cache's to keep.
 */
export async function POST(request: NextRequest) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const prefix = postcodePrefixSchema.safeParse(request.nextUrl.searchParams.get('postCode') ?? '');
  if (!prefix.success) return jsonError(400, 'invalid_postcode', 'postCode must be the first five digits of a CEP.');
  try {
    const place = await location360.postcode(prefix.data);
    if (!place) return jsonError(404, 'postcode_not_found', POSTCODE_NOT_FOUND_MESSAGE);
    return Response.json(place satisfies PostcodePlace, { headers: { 'cache-control': 'private, max-age=3600' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
