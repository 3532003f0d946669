import { z } from 'zod';
import { envSlice, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's maps API accepts; useless anywhere else. */
export const sandboxMapsKey = 'sandbox-maps-key';

export interface MapsSettings {
  /** Google's Static Maps API, or a compatible one. */
  staticUrl: string;
  /** Google's Geocoding API (JSON), or a compatible one: postal code <-> coordinates. */
  geocodeUrl: string;
  /** Google's Places API (legacy JSON web service), or a compatible one: place autocomplete and details. */
  placesUrl: string;
  /** Used on the server only, never in a page. Null: no maps (the static-map block shows nothing) and no geocoding. */
  apiKey: string | null;
  timeoutMs: number;
}

export const mapsConfig = envSlice({
  variables: z.object({
    /** Static map images (Google Static Maps API or compatible). */
    MAPS_STATIC_URL: z.url().optional(),
    /** Geocoding (Google Geocoding API's JSON endpoint or compatible). */
    MAPS_GEOCODE_URL: z.url().optional(),
    /** Place autocomplete and details (the base of Google's Places API JSON web service, or compatible). */
    MAPS_PLACES_URL: z.url().optional(),
    /** The maps API key: used on the server only, never in a page. */
    MAPS_API_KEY: z.string().min(1).optional(),
    MAPS_TIMEOUT_MS: timeoutMs(5000),
  }),
  settings: (values, { sandbox, sandboxUrl }): MapsSettings => ({
    staticUrl: values.MAPS_STATIC_URL ?? (sandbox ? sandboxUrl('/maps/staticmap') : 'https://maps.googleapis.com/maps/api/staticmap'),
    geocodeUrl: values.MAPS_GEOCODE_URL ?? (sandbox ? sandboxUrl('/maps/geocode/json') : 'https://maps.googleapis.com/maps/api/geocode/json'),
    placesUrl: values.MAPS_PLACES_URL ?? (sandbox ? sandboxUrl('/maps/place') : 'https://maps.googleapis.com/maps/api/place'),
    apiKey: values.MAPS_API_KEY ?? (sandbox ? sandboxMapsKey : null),
    timeoutMs: values.MAPS_TIMEOUT_MS,
  }),
});
