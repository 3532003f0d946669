import { type NextRequest } from 'next/server';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { staticMapRequestSchema } from '@/lib/maps/static-map';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { fetchStaticMap, staticMapsAvailable } from '@/lib/upstreams/maps/client';

/** A map of a fixed place does not change: browsers and the CDN may keep it a day. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * `GET /api/static-map?lat&lng&zoom&width&height&mapType&markerIcon`: the static map image, fetched
 * with the maps key on the server, so no page carries the key. 400 for a bad query, 404 when no
 * maps key is configured, 502/504 when the maps API fails.
 */
export async function GET(request: NextRequest) {
  const parsed = staticMapRequestSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return invalidRequest(parsed.error);
  if (!staticMapsAvailable()) return jsonError(404, 'maps_not_configured', 'No maps API key is configured.');
  try {
    const map = await fetchStaticMap(parsed.data);
    return new Response(map.bytes, { headers: { 'content-type': map.contentType, 'cache-control': CACHE, 'x-content-type-options': 'nosniff' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
