import { type NextRequest } from 'next/server';
import { z } from 'zod';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { normalisePostalCode, visitorCountries, type VisitorPlace } from '@/lib/location/visitor-place';
import { UpstreamError, upstreamErrorResponse } from '@/lib/upstreams/http';
import { geocodePostalCode, geocodingAvailable, reverseGeocode } from '@/lib/upstreams/maps/client';

/** A postal code's place does not change: browsers and the CDN may keep it a day. */
const POSTAL_CODE_CACHE = 'public, max-age=86400';
/** A visitor's position is personal: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

/** Decimal degrees as typed in a query: no empty value (which would coerce to 0), no exponent. */
const degrees = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'must be decimal degrees')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

const byPostalCode = z.strictObject({
  country: z.enum(visitorCountries),
  postalCode: z.string(),
});

const byPoint = z.strictObject({ latitude: degrees(90), longitude: degrees(180) });

const withCache = (response: Response, cacheControl: string) => {
  response.headers.set('cache-control', cacheControl);
  return response;
};

/**
 * The answer for a failed geocoder: 502/504. The API has no "not found" status of its own (that is
 * ZERO_RESULTS), so its 404 is a wrong endpoint, not a place that does not exist.
 */
function geocoderFailure(error: unknown): Response {
  const failure = error instanceof UpstreamError && error.failure === 'not_found' ? new UpstreamError(error.service, 'status', error.message, error.status) : error;
  return withCache(upstreamErrorResponse(failure), PRIVATE);
}

const found = (place: VisitorPlace | null, cacheControl: string) =>
  place ? Response.json(place, { headers: { 'cache-control': cacheControl } }) : withCache(jsonError(404, 'location_not_found', 'No place was found there.'), PRIVATE);

/**
 * `GET /api/location?postalCode=50309&country=US` (a postal code the visitor typed) or
 * `GET /api/location?latitude=41.58&longitude=-93.62` (the browser's position): the visitor's
 * place (`VisitorPlace`), geocoded with the maps key on the server. 400 for a bad query
 * (`invalid_zipcode` for a postal code the country cannot have), 404 when nothing is found there,
 * 502/504 when the geocoder fails. Not rate-limited: the site has no limit for public reads yet
 * (static maps have none either). Positions are never logged nor cached by shared caches.
 */
export async function GET(request: NextRequest) {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  if ('postalCode' in query || 'country' in query) {
    const parsed = byPostalCode.safeParse(query);
    if (!parsed.success) return withCache(invalidRequest(parsed.error), PRIVATE);
    const postalCode = normalisePostalCode(parsed.data.country, parsed.data.postalCode);
    if (postalCode === null) return withCache(jsonError(400, 'invalid_zipcode', `Not a postal code of ${parsed.data.country}.`), PRIVATE);
    if (!geocodingAvailable()) return withCache(jsonError(404, 'geocoding_not_configured', 'No maps API key is configured.'), PRIVATE);
    try {
      return found(await geocodePostalCode(parsed.data.country, postalCode), POSTAL_CODE_CACHE);
    } catch (error) {
      return geocoderFailure(error);
    }
  }
  const parsed = byPoint.safeParse(query);
  if (!parsed.success) return withCache(invalidRequest(parsed.error), PRIVATE);
  if (!geocodingAvailable()) return withCache(jsonError(404, 'geocoding_not_configured', 'No maps API key is configured.'), PRIVATE);
  try {
    return found(await reverseGeocode(parsed.data), PRIVATE);
  } catch (error) {
    return geocoderFailure(error);
  }
}
