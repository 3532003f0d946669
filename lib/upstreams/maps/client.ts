import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { Coordinates } from '@/lib/geo/distance';
import { normalisePostalCode, visitorCountries, type VisitorCountry, type VisitorPlace } from '@/lib/location/visitor-place';
import type { StaticMapRequest } from '@/lib/maps/static-map';
import { log } from '@/lib/log';
import type { PlaceDetails, PlacePrediction } from '@/lib/places/contract';
import { fetchWithSandbox } from '@/lib/sandbox/hook';
import { requestFile, requestJson, UpstreamError, type UpstreamFile } from '../http';
import type { MapsSettings } from './config';
import {
  geocodeAnswerSchema,
  geocodeUrl,
  PLACE_AUTOCOMPLETE_PATH,
  PLACE_DETAILS_FIELDS,
  PLACE_DETAILS_PATH,
  placeAutocompleteAnswerSchema,
  placeDetailsAnswerSchema,
  placesUrl,
  postalCodeQuery,
  reverseGeocodeQuery,
  staticMapQuery,
  staticMapUrl,
  type AddressComponent,
  type GeocodeQuery,
  type GeocodeResult,
  type GeocodeStatus,
  type PlacesStatus,
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
const MAPS_RETRIES = 1;
const MAPS_RETRY_DELAY_MS = 250;

/** Answers that say "not now": worth the one retry. */
const busy = new Set<string>(['OVER_QUERY_LIMIT', 'UNKNOWN_ERROR'] satisfies (GeocodeStatus & PlacesStatus)[]);

/** What the maps web services answer: HTTP 200 with a `status` that says how it went. */
type StatusAnswer = { status: string };

/**
 * A call to one of the maps web services (geocoding, places): the answer when its status is one of
 * `answers` (OK or ZERO_RESULTS), a `rejected` error when the API refuses the key or the query, a
 * `status` error when it stays busy after the retry. The APIs answer these with HTTP 200, so they are judged
 * here, after the HTTP helper has done its part.
 */
async function statusCall<Answer extends StatusAnswer>(
  operation: string,
  url: string,
  schema: z.ZodType<Answer>,
  settings: MapsSettings,
  answers: readonly string[] = ['OK', 'ZERO_RESULTS'],
): Promise<Answer> {
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
      url,
      schema,
      timeoutMs: settings.timeoutMs,
      retries: Math.max(0, MAPS_RETRIES - sent),
      retryDelayMs: MAPS_RETRY_DELAY_MS,
      fetch: counted,
    });
    if (answers.includes(answer.status)) return answer;
    if (busy.has(answer.status) && sent <= MAPS_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, MAPS_RETRY_DELAY_MS));
      continue;
    }
    // The API's own error_message is left out: it can quote the query (a visitor's position).
    log.warn('upstream.rejected', { service: SERVICE, operation, codes: [answer.status], attempts: sent });
    throw busy.has(answer.status)
      ? new UpstreamError(SERVICE, 'status', `The maps API answered ${answer.status}`)
      : new UpstreamError(SERVICE, 'rejected', `The maps API refused the call: ${answer.status}`);
  }
}

/** The results of a geocoding call: [] for ZERO_RESULTS. */
async function geocode(operation: string, query: GeocodeQuery, settings: MapsSettings): Promise<GeocodeResult[]> {
  return (await statusCall(operation, geocodeUrl(settings.geocodeUrl, query), geocodeAnswerSchema, settings)).results;
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

/**
 * Place predictions for what a visitor typed, in one country only (spec §7: "place autocomplete,
 * restricted to country"), in the page's language. [] for ZERO_RESULTS, which is an answer, not a
 * failure (spec §8).
 */
export async function placeAutocomplete(
  { input, country, language }: { input: string; country: VisitorCountry; language: string },
  settings: MapsSettings = env.maps,
): Promise<PlacePrediction[]> {
  if (!settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No maps API key is configured.');
  const query = { input, components: `country:${country.toLowerCase()}`, language, key: settings.apiKey };
  const answer = await statusCall('placeAutocomplete', placesUrl(settings.placesUrl, PLACE_AUTOCOMPLETE_PATH, query), placeAutocompleteAnswerSchema, settings);
  return answer.predictions.map((prediction) => ({
    placeId: prediction.place_id,
    description: prediction.description,
    mainText: prediction.structured_formatting?.main_text ?? prediction.description,
    secondaryText: prediction.structured_formatting?.secondary_text ?? '',
  }));
}

/** Where a prediction is: its name, address and point. Null when the API knows no such place (NOT_FOUND). */
export async function placeDetails({ placeId, language }: { placeId: string; language: string }, settings: MapsSettings = env.maps): Promise<PlaceDetails | null> {
  if (!settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No maps API key is configured.');
  const query = { place_id: placeId, fields: PLACE_DETAILS_FIELDS, language, key: settings.apiKey };
  // NOT_FOUND: an id the API does not know (expired, or never one of its own), a missing place.
  const answer = await statusCall('placeDetails', placesUrl(settings.placesUrl, PLACE_DETAILS_PATH, query), placeDetailsAnswerSchema, settings, ['OK', 'ZERO_RESULTS', 'NOT_FOUND']);
  if (answer.status !== 'OK' || !answer.result) return null;
  const { result } = answer;
  return {
    placeId: result.place_id,
    name: result.name,
    formattedAddress: result.formatted_address ?? result.name,
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
  };
}
