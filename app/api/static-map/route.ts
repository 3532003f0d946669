import { type NextRequest } from 'next/server';
import { env, mapsStaticUrl, requiredSecret } from '@/lib/env';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { staticMapRequestSchema, staticMapUrl } from '@/lib/maps/static-map';
import { upstreamFetch } from '@/lib/upstreams/http';

const TIMEOUT_MS = 5_000;
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
  const key = requiredSecret('maps');
  if (!key) return jsonError(404, 'maps_not_configured', 'No maps API key is configured.');
  let response: Response;
  try {
    response = await upstreamFetch(staticMapUrl(mapsStaticUrl(env), key, parsed.data), { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    log.warn('upstream.failed', { service: 'maps', operation: 'staticmap', failure: timedOut ? 'timeout' : 'unreachable' });
    return jsonError(timedOut ? 504 : 502, timedOut ? 'upstream_timeout' : 'upstream_error', 'The map is not available right now.');
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.startsWith('image/')) {
    log.warn('upstream.failed', { service: 'maps', operation: 'staticmap', failure: 'status', status: response.status });
    return jsonError(502, 'upstream_error', `Server responded with status code: ${response.status}`);
  }
  return new Response(response.body, { headers: { 'content-type': contentType, 'cache-control': CACHE, 'x-content-type-options': 'nosniff' } });
}
