import { type NextRequest } from 'next/server';
import { gatewayFailure } from '@/lib/places/gateway-failure';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { placeDetailsQuerySchema, type PlaceDetails } from '@/lib/places/contract';
import { placeDetails } from '@/lib/upstreams/maps/client';

/** A place stays where it is: a day. */
const CACHE = 'public, max-age=86400';

/**
 * `GET /api/places/details?placeId=…&language=pt-BR` -> `PlaceDetails` (lib/places/contract.ts):
 * where a prediction of `/api/places/autocomplete` is. 404 `place_not_found` for an id the maps
 * service does not know; 400 for a bad query; 502/504 when the service fails (never 500).
 */
export async function GET(request: NextRequest) {
  const parsed = placeDetailsQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return invalidRequest(parsed.error);
  try {
    const place = await placeDetails(parsed.data);
    if (!place) return jsonError(404, 'place_not_found', 'The maps service knows no such place.');
    return Response.json(place satisfies PlaceDetails, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    return gatewayFailure(error);
  }
}
