import 'server-only';
import { env } from '@/lib/env';
import type { Coordinates } from '@/lib/geo/distance';
import { normalisePostalCode, visitorCountries, type VisitorCountry, type VisitorPlace } from '@/lib/location/visitor-place';
import type { StaticMapRequest } from '@/lib/maps/static-map';
import { log } from '@/lib/log';
import { fetchWithSandbox } from '@/lib/sandbox/hook';
import { requestFile, requestJson, UpstreamError, type UpstreamFile } from '../http';
import type { MapsSettings } from './config';
import {
  geocodeAnswerSchema,
  geocodeUrl,
  postalCodeQuery,
  reverseGeocodeQuery,
  staticMapQuery,
  staticMapUrl,
  type AddressComponent,
  type GeocodeQuery,
  type GeocodeResult,
  type GeocodeStatus,
} from './contract';

const SERVICE = 'maps';

/** Whether static maps can be shown: a maps API key is configured (or the sandbox's stands in). */
export const staticMapsAvailable = () => env.maps.apiKey !== null;

/** Whether postal codes and positions can be geocoded: the same key as the maps. */
export const geocodingAvailable = () => env.maps.apiKey !== null;

/** The map image for a request, fetched with the key on the server (pages never carry it). */
export function fetchStaticMap(request: StaticMapRequest, settings = env.maps): Promise<UpstreamFile> {
  if (!settings.apiKey) return Promise.reject(new UpstreamError(SERVICE, 'unreachable', 'No maps API key is configured.'));
  return requestFile({
    service: SERVICE,
    operation: 'staticmap',
    url: staticMapUrl(settings.staticUrl, staticMapQuery(request, settings.apiKey)),
    timeoutMs: settings.timeoutMs,
    contentType: /^image\//,
  });
}

/** One retry in all, whether the HTTP call failed (5xx, 429, timeout) or the API said it is busy. */
const GEOCODE_RETRIES = 1;
const GEOCODE_RETRY_DELAY_MS = 250;

/** Answers that say "not now": worth the one retry. */
const busy = new Set<GeocodeStatus>(['OVER_QUERY_LIMIT', 'UNKNOWN_ERROR']);

/**
 * The results of a geocoding call: [] for ZERO_RESULTS, a `rejected` error when the API refuses
 * the key or the query, a `status` error when it stays busy after the retry. The API answers
 * these with HTTP 200, so they are judged here, after the HTTP helper has done its part.
 */
async function geocode(operation: string, query: GeocodeQuery, settings: MapsSettings): Promise<GeocodeResult[]> {
  // Counts HTTP attempts across both kinds of retry, so there is one retry in all.
  let sent = 0;
  const counted: typeof fetch = (input, init) => {
    sent += 1;
    return fetchWithSandbox(input, init);
  };
  for (;;) {
    const answer = await requestJson({
      service: SERVICE,
      operation,
      url: geocodeUrl(settings.geocodeUrl, query),
      schema: geocodeAnswerSchema,
      timeoutMs: settings.timeoutMs,
      retries: Math.max(0, GEOCODE_RETRIES - sent),
      retryDelayMs: GEOCODE_RETRY_DELAY_MS,
      fetch: counted,
    });
    if (answer.status === 'OK') return answer.results;
    if (answer.status === 'ZERO_RESULTS') return [];
    if (busy.has(answer.status) && sent <= GEOCODE_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, GEOCODE_RETRY_DELAY_MS));
      continue;
    }
    // The API's own error_message is left out: it can quote the query (a visitor's position).
    log.warn('upstream.rejected', { service: SERVICE, operation, codes: [answer.status], attempts: sent });
    throw busy.has(answer.status)
      ? new UpstreamError(SERVICE, 'status', `The geocoding API answered ${answer.status}`)
      : new UpstreamError(SERVICE, 'rejected', `The geocoding API refused the call: ${answer.status}`);
  }
}

const componentOf = (result: GeocodeResult, type: string): AddressComponent | undefined => result.address_components.find((component) => component.types.includes(type));

/**
 * A postal code as the API writes it, in the form a visitor types it: Argentina's CPA
 * ('S2000', 'B2700ABC') becomes its 4 digits, a US ZIP+4 its ZIP. Null for what is not a whole
 * postal code (Brazil's 5-digit CEP prefixes).
 */
function postalCodeOf(country: VisitorCountry, written: string): string | null {
  const code = written.trim().toUpperCase();
  if (country === 'AR') return /^[A-Z]?(\d{4})[A-Z]{0,3}$/.exec(code)?.[1] ?? null;
  if (country === 'US') return normalisePostalCode('US', code.replace(/^(\d{5})-\d{4}$/, '$1'));
  return normalisePostalCode(country, code);
}

const isVisitorCountry = (code: string): code is VisitorCountry => (visitorCountries as readonly string[]).includes(code);

/** A result as a visitor's place, or null when it is not a postal code of one of our countries. */
function visitorPlaceOf(result: GeocodeResult): VisitorPlace | null {
  const country = componentOf(result, 'country')?.short_name ?? '';
  const written = componentOf(result, 'postal_code')?.long_name;
  if (!isVisitorCountry(country) || written === undefined) return null;
  const postalCode = postalCodeOf(country, written);
  if (postalCode === null) return null;
  // Brazil's results name the town as the municipality (level 2), often with no locality.
  const locality =
    componentOf(result, 'locality')?.long_name ??
    result.postcode_localities?.[0] ??
    componentOf(result, 'postal_town')?.long_name ??
    componentOf(result, 'administrative_area_level_2')?.long_name ??
    '';
  return {
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
    postalCode,
    country,
    locality,
    region: componentOf(result, 'administrative_area_level_1')?.short_name ?? '',
  };
}

/**
 * The place of a postal code: its centre, town and state. Null when the API knows no such code in
 * that country (a partial match, the country itself for an unknown code, is not the code), and
 * without asking for a code the country cannot have (`postalCodeIsValid`).
 */
export async function geocodePostalCode(country: VisitorCountry, postalCode: string, settings: MapsSettings = env.maps): Promise<VisitorPlace | null> {
  if (!settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No maps API key is configured.');
  const wanted = normalisePostalCode(country, postalCode);
  if (wanted === null) return null;
  const results = await geocode('geocodePostalCode', postalCodeQuery(country, wanted, settings.apiKey), settings);
  for (const result of results) {
    const place = visitorPlaceOf(result);
    if (place && place.country === country && place.postalCode === wanted) return place;
  }
  return null;
}

/**
 * The postal code of a point, as its place (the code's centre, not the point). Null where the
 * API finds none (the ocean) or only one outside our countries. The point leaves the site rounded
 * to 4 decimals (about 10 m): enough for a postal code, and no more of a visitor's position.
 */
export async function reverseGeocode(point: Coordinates, settings: MapsSettings = env.maps): Promise<VisitorPlace | null> {
  if (!settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No maps API key is configured.');
  const round = (degrees: number) => Number(degrees.toFixed(4));
  const results = await geocode('reverseGeocode', reverseGeocodeQuery(round(point.latitude), round(point.longitude), settings.apiKey), settings);
  for (const result of results) {
    const place = visitorPlaceOf(result);
    if (place) return place;
  }
  return null;
}
