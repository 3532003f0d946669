import { z } from 'zod';
import type { StaticMapRequest } from '@/lib/maps/static-map';

/**
 * Google's Static Maps API (or a compatible one), as this site calls it: `GET {url}?center&zoom&
 * size&scale&maptype&markers&key`, answering an image. The client builds the query here, the sandbox
 * parses it with the same schema.
 */

/** The API serves at most 640 px per side at scale 1: bigger images are asked at scale 2 over half the size. */
const MAX_SIDE_AT_SCALE_1 = 640;

export const staticMapQuerySchema = z.object({
  center: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/),
  zoom: z.coerce.number().int().min(0).max(21),
  size: z.string().regex(/^\d{1,4}x\d{1,4}$/),
  scale: z.enum(['1', '2']).default('1'),
  maptype: z.enum(['roadmap', 'satellite', 'terrain', 'hybrid']).default('roadmap'),
  /** `lat,lng`, or `icon:{https url}|lat,lng`. */
  markers: z.string().optional(),
  key: z.string(),
});

export type StaticMapQuery = z.input<typeof staticMapQuerySchema>;

/** The API query for a map request, with the key (server side only). */
export function staticMapQuery(request: StaticMapRequest, key: string): StaticMapQuery {
  const center = `${request.lat},${request.lng}`;
  // The image comes back at the size the page shows.
  const scale = request.width > MAX_SIDE_AT_SCALE_1 || request.height > MAX_SIDE_AT_SCALE_1 ? 2 : 1;
  return {
    center,
    zoom: request.zoom,
    size: `${Math.round(request.width / scale)}x${Math.round(request.height / scale)}`,
    scale: scale === 2 ? '2' : '1',
    maptype: request.mapType,
    markers: request.markerIcon ? `icon:${request.markerIcon}|${center}` : center,
    key,
  };
}

/** The API URL of a query. */
export function staticMapUrl(baseUrl: string, query: StaticMapQuery): string {
  return `${baseUrl}?${new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])))}`;
}

/**
 * Google's Geocoding API (or a compatible one), as this site calls it: a postal code to its place,
 * `GET {url}?components=country:US|postal_code:50309&key`, and a point to its postal code,
 * `GET {url}?latlng=41.58,-93.62&result_type=postal_code&key`. It answers HTTP 200 even when it
 * refuses: `status` says how it went. The client builds the query here and reads the answer with
 * these schemas; the sandbox parses the same query and answers the same shape.
 */

/** `lat,lng` in decimal degrees. */
const latlng = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'must be lat,lng in decimal degrees')
  .transform((value) => value.split(',').map(Number))
  .pipe(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]));

export const geocodeQuerySchema = z.object({
  /** Free text; this site sends none (the components filter says it all). */
  address: z.string().optional(),
  /** `name:value` filters joined by `|`, e.g. `country:BR|postal_code:13083-970`. */
  components: z.string().optional(),
  latlng: latlng.optional(),
  /** Only results of these types, joined by `|` (reverse geocoding). */
  result_type: z.string().optional(),
  key: z.string(),
});

export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

/** The components filter of a query as name -> value (`country:US|postal_code:50309`). */
export function componentFilters(components: string): Record<string, string> {
  return Object.fromEntries(
    components.split('|').flatMap((filter) => {
      const colon = filter.indexOf(':');
      return colon > 0 ? [[filter.slice(0, colon).trim().toLowerCase(), filter.slice(colon + 1).trim()]] : [];
    }),
  );
}

/** The query that geocodes a postal code of a country. */
export const postalCodeQuery = (country: string, postalCode: string, key: string): GeocodeQuery => ({
  components: `country:${country}|postal_code:${postalCode}`,
  key,
});

/** The query that finds the postal code of a point. */
export const reverseGeocodeQuery = (latitude: number, longitude: number, key: string): GeocodeQuery => ({
  latlng: `${latitude},${longitude}`,
  result_type: 'postal_code',
  key,
});

/** The API URL of a geocoding query. */
export function geocodeUrl(baseUrl: string, query: GeocodeQuery): string {
  return `${baseUrl}?${new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])))}`;
}

export const geocodeStatuses = ['OK', 'ZERO_RESULTS', 'OVER_QUERY_LIMIT', 'OVER_DAILY_LIMIT', 'REQUEST_DENIED', 'INVALID_REQUEST', 'UNKNOWN_ERROR'] as const;
export type GeocodeStatus = (typeof geocodeStatuses)[number];

export const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  /** `postal_code`, `locality`, `administrative_area_level_1`, `country`, `political`… */
  types: z.array(z.string()),
});

export const geocodeResultSchema = z.object({
  formatted_address: z.string(),
  address_components: z.array(addressComponentSchema),
  geometry: z.object({
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    /** Fields this site does not read. */
    location_type: z.string().optional(),
    viewport: z.unknown().optional(),
    bounds: z.unknown().optional(),
  }),
  place_id: z.string(),
  types: z.array(z.string()),
  /** The API matched only part of what was asked (a postal code it does not know, answered with its country). */
  partial_match: z.boolean().optional(),
  /** The towns a postal code spans, where it spans several (the result then names no locality). */
  postcode_localities: z.array(z.string()).optional(),
});

export const geocodeAnswerSchema = z.object({
  status: z.enum(geocodeStatuses),
  results: z.array(geocodeResultSchema),
  error_message: z.string().optional(),
});

export type AddressComponent = z.output<typeof addressComponentSchema>;
export type GeocodeResult = z.output<typeof geocodeResultSchema>;
export type GeocodeAnswer = z.output<typeof geocodeAnswerSchema>;

/**
 * Google's Places API (legacy JSON web service, or a compatible one), as this site calls it: place
 * autocomplete, `GET {url}/autocomplete/json?input&components=country:br&language&key`, and a
 * prediction's place, `GET {url}/details/json?place_id&fields=place_id,name,formatted_address,geometry/location&language&key`.
 * Like the Geocoding API it answers HTTP 200 whatever happened: `status` says how it went.
 */

export const PLACE_AUTOCOMPLETE_PATH = '/autocomplete/json';
export const PLACE_DETAILS_PATH = '/details/json';

/** The only fields this site reads of a place (the API bills by field group). */
export const PLACE_DETAILS_FIELDS = 'place_id,name,formatted_address,geometry/location';

export const placesStatuses = ['OK', 'ZERO_RESULTS', 'NOT_FOUND', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'INVALID_REQUEST', 'UNKNOWN_ERROR'] as const;
export type PlacesStatus = (typeof placesStatuses)[number];

export const placeAutocompleteQuerySchema = z.object({
  input: z.string().min(1),
  /** `country:br`: predictions in that country only (spec: "restricted to country"). */
  components: z.string().regex(/^country:[a-z]{2}$/),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  key: z.string(),
});
export type PlaceAutocompleteQuery = z.input<typeof placeAutocompleteQuerySchema>;

export const placeDetailsQuerySchema = z.object({
  place_id: z.string().min(1),
  fields: z.string(),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  key: z.string(),
});
export type PlaceDetailsQuery = z.input<typeof placeDetailsQuerySchema>;

export const placePredictionSchema = z.object({
  /** 'Rio Verde - GO, Brasil'. */
  description: z.string(),
  place_id: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string().optional() }).optional(),
  types: z.array(z.string()).optional(),
});

export const placeAutocompleteAnswerSchema = z.object({
  status: z.enum(placesStatuses),
  predictions: z.array(placePredictionSchema),
  error_message: z.string().optional(),
});

export const placeDetailsResultSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string().optional(),
  geometry: z.object({ location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }) }),
});

export const placeDetailsAnswerSchema = z.object({
  status: z.enum(placesStatuses),
  /** Present when `status` is OK. */
  result: placeDetailsResultSchema.optional(),
  error_message: z.string().optional(),
});

export type PlacePrediction = z.output<typeof placePredictionSchema>;
export type PlaceAutocompleteAnswer = z.output<typeof placeAutocompleteAnswerSchema>;
export type PlaceDetailsResult = z.output<typeof placeDetailsResultSchema>;
export type PlaceDetailsAnswer = z.output<typeof placeDetailsAnswerSchema>;

/** The API URL of a Places query. */
export function placesUrl(baseUrl: string, path: string, query: PlaceAutocompleteQuery | PlaceDetailsQuery): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(Object.entries(query))}`;
}
