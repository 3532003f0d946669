import { http, HttpResponse } from 'msw';
import { nearestPlace, placeByPostalCode, postalPlaces, type Country, type PostalPlace } from '@/lib/sandbox/gazetteer';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxMapsKey } from '../config';
import {
  componentFilters,
  geocodeQuerySchema,
  PLACE_AUTOCOMPLETE_PATH,
  PLACE_DETAILS_PATH,
  placeAutocompleteQuerySchema,
  placeDetailsQuerySchema,
  staticMapQuerySchema,
  type AddressComponent,
  type GeocodeAnswer,
  type GeocodeResult,
  type GeocodeStatus,
  type PlaceAutocompleteAnswer,
  type PlaceDetailsAnswer,
  type PlacePrediction,
  type PlacesStatus,
} from '../contract';

const countryNames: Record<Country, string> = { US: 'United States', BR: 'Brazil', AR: 'Argentina' };

/** The regions' long names, as the API gives them beside the short ones. */
const regionNames: Record<string, string> = {
  IA: 'Iowa', IL: 'Illinois', IN: 'Indiana', NE: 'Nebraska', MN: 'Minnesota', OH: 'Ohio', KS: 'Kansas', ND: 'North Dakota', SD: 'South Dakota',
  MO: 'Missouri', WI: 'Wisconsin', FL: 'Florida', NY: 'New York', WA: 'Washington', CA: 'California', MA: 'Massachusetts', AZ: 'Arizona',
  AK: 'Alaska', HI: 'Hawaii', CO: 'Colorado', GA: 'Georgia', TX: 'Texas',
  SP: 'São Paulo', PR: 'Paraná', GO: 'Goiás', MT: 'Mato Grosso', MG: 'Minas Gerais', BA: 'Bahia',
  'Buenos Aires': 'Buenos Aires Province', 'Santa Fe': 'Santa Fe Province', Córdoba: 'Córdoba Province', CABA: 'Ciudad Autónoma de Buenos Aires',
};

/** Argentina's CPA letter of each province: the API writes Pergamino's code 'B2700'. */
const cpaLetters: Record<string, string> = { 'Buenos Aires': 'B', CABA: 'C', 'Santa Fe': 'S', Córdoba: 'X' };

const component = (long_name: string, short_name: string, ...types: string[]): AddressComponent => ({ long_name, short_name, types });

/** A gazetteer place as the Geocoding API's postal code result, in its real shapes per country. */
function postalCodeResult(place: PostalPlace): GeocodeResult {
  const { country, locality, region } = place;
  const postalCode = country === 'AR' ? `${cpaLetters[region] ?? ''}${place.postalCode}` : place.postalCode;
  const regionName = regionNames[region] ?? region;
  const components = [
    component(postalCode, postalCode, 'postal_code'),
    // Brazil names the town as the municipality, without a locality.
    country === 'BR' ? component(locality, locality, 'administrative_area_level_2', 'political') : component(locality, locality, 'locality', 'political'),
    component(regionName, region, 'administrative_area_level_1', 'political'),
    component(countryNames[country], country, 'country', 'political'),
  ];
  const formatted = {
    US: `${locality}, ${region} ${postalCode}, USA`,
    BR: `${locality} - ${region}, ${postalCode}, Brazil`,
    AR: `${postalCode} ${locality}, ${regionName}, Argentina`,
  }[country];
  const { latitude: lat, longitude: lng } = place;
  return {
    formatted_address: formatted,
    address_components: components,
    geometry: {
      location: { lat, lng },
      location_type: 'APPROXIMATE',
      viewport: { northeast: { lat: lat + 0.05, lng: lng + 0.05 }, southwest: { lat: lat - 0.05, lng: lng - 0.05 } },
    },
    place_id: `sandbox-${country}-${place.postalCode}`,
    types: ['postal_code'],
  };
}

/** The API's answer: HTTP 200 whatever the status, like the real one. */
const geocodeAnswer = (status: GeocodeStatus, results: GeocodeResult[] = [], error_message?: string) =>
  HttpResponse.json<GeocodeAnswer>({ status, results, ...(error_message ? { error_message } : {}) });

const isCountry = (code: string | undefined): code is Country => code === 'US' || code === 'BR' || code === 'AR';

/** The Places API's answers: HTTP 200 whatever the status, like the real one. */
const autocompleteAnswer = (status: PlacesStatus, predictions: PlacePrediction[] = [], error_message?: string) =>
  HttpResponse.json<PlaceAutocompleteAnswer>({ status, predictions, ...(error_message ? { error_message } : {}) });
const detailsAnswer = (status: PlacesStatus, result?: PlaceDetailsAnswer['result'], error_message?: string) =>
  HttpResponse.json<PlaceDetailsAnswer>({ status, ...(result ? { result } : {}), ...(error_message ? { error_message } : {}) });

/** Lower case without accents: 'uberl' finds Uberlândia, 'rio cuarto' Río Cuarto. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The country as the predictions name it, in the language asked for. */
const countryWords: Record<Country, Record<'pt' | 'es' | 'en', string>> = {
  BR: { pt: 'Brasil', es: 'Brasil', en: 'Brazil' },
  AR: { pt: 'Argentina', es: 'Argentina', en: 'Argentina' },
  US: { pt: 'EUA', es: 'EE. UU.', en: 'USA' },
};

/** A gazetteer town as a prediction: 'Rio Verde - GO, Brasil', 'Pergamino, Buenos Aires, Argentina', 'Ames, IA, USA'. */
function townPrediction(place: PostalPlace, language: string): PlacePrediction {
  const words = language.startsWith('pt') ? 'pt' : language.startsWith('es') ? 'es' : 'en';
  const secondary = place.country === 'BR' ? `${place.region}, ${countryWords.BR[words]}` : `${place.region}, ${countryWords[place.country][words]}`;
  const description = place.country === 'BR' ? `${place.locality} - ${secondary}` : `${place.locality}, ${secondary}`;
  return {
    description,
    place_id: `sandbox-${place.country}-${place.postalCode}`,
    structured_formatting: { main_text: place.locality, secondary_text: secondary },
    types: ['locality', 'political', 'geocode'],
  };
}

/** At most 5 predictions, like the real API. */
const PREDICTIONS_LIMIT = 5;

/**
 * A Static Maps API stand-in: the same query (center, zoom, size, scale, maptype, markers, key),
 * a 403 for a wrong key like the real one, and an SVG "map" of the asked size with the pin.
 */
export const mapsHandlers = [
  http.get(`${SANDBOX_ORIGIN}/maps/staticmap`, ({ request }) => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    if (raw.key !== sandboxMapsKey) return new HttpResponse('The provided API key is invalid.', { status: 403 });
    const query = staticMapQuerySchema.safeParse(raw);
    if (!query.success) return new HttpResponse('Invalid request.', { status: 400 });
    const { center, zoom, size } = query.data;
    const scale = Number(query.data.scale);
    const [width, height] = size.split('x').map((side) => Number(side) * scale) as [number, number];
    const [x, y] = [width / 2, height / 2];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#e8efe4"/>
<path d="M0 ${height * 0.3} C ${width * 0.3} ${height * 0.2}, ${width * 0.6} ${height * 0.6}, ${width} ${height * 0.5}" stroke="#ffffff" stroke-width="${12 * scale}" fill="none"/>
<path d="M${width * 0.35} 0 L ${width * 0.45} ${height}" stroke="#ffffff" stroke-width="${8 * scale}" fill="none"/>
<path d="M${x} ${y} c ${-10 * scale} ${-14 * scale} ${-14 * scale} ${-20 * scale} ${-14 * scale} ${-26 * scale} a ${14 * scale} ${14 * scale} 0 1 1 ${28 * scale} 0 c 0 ${6 * scale} ${-4 * scale} ${12 * scale} ${-14 * scale} ${26 * scale} z" fill="#c62828"/>
<text x="${8 * scale}" y="${height - 8 * scale}" font-family="sans-serif" font-size="${11 * scale}" fill="#44524d">Sandbox map · ${center} · zoom ${zoom}</text>
</svg>`;
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
  }),

  /**
   * A Geocoding API stand-in over the gazetteer: a postal code (components `country` and
   * `postal_code`) to its place, a point (`latlng`) to the nearest postal code within 60 miles
   * (ZERO_RESULTS in the ocean), REQUEST_DENIED for a wrong key and INVALID_REQUEST for a query
   * without either, all with HTTP 200 like the real one.
   */
  http.get(`${SANDBOX_ORIGIN}/maps/geocode/json`, ({ request }) => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    if (raw.key !== sandboxMapsKey) return geocodeAnswer('REQUEST_DENIED', [], 'The provided API key is invalid.');
    const query = geocodeQuerySchema.safeParse(raw);
    if (!query.success) return geocodeAnswer('INVALID_REQUEST', [], 'Invalid request.');
    const { latlng, components, address } = query.data;
    if (latlng) {
      const [latitude, longitude] = latlng;
      const types = query.data.result_type?.split('|');
      const place = types && !types.includes('postal_code') ? undefined : nearestPlace({ latitude, longitude });
      return place ? geocodeAnswer('OK', [postalCodeResult(place)]) : geocodeAnswer('ZERO_RESULTS');
    }
    if (!components && !address) return geocodeAnswer('INVALID_REQUEST', [], "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.");
    const filters = componentFilters(components ?? '');
    const country = filters.country?.toUpperCase();
    const place = isCountry(country) && filters.postal_code ? placeByPostalCode(country, filters.postal_code) : undefined;
    return place ? geocodeAnswer('OK', [postalCodeResult(place)]) : geocodeAnswer('ZERO_RESULTS');
  }),

  /**
   * A Places autocomplete stand-in over the gazetteer: the towns of the one country asked for
   * (`components=country:br`) whose name, or state, has a word starting with what was typed
   * (accents and case aside), at most 5, each town once; ZERO_RESULTS when none matches,
   * REQUEST_DENIED for a wrong key, INVALID_REQUEST without input or country.
   */
  http.get(`${SANDBOX_ORIGIN}/maps/place${PLACE_AUTOCOMPLETE_PATH}`, ({ request }) => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    if (raw.key !== sandboxMapsKey) return autocompleteAnswer('REQUEST_DENIED', [], 'The provided API key is invalid.');
    const query = placeAutocompleteQuerySchema.safeParse(raw);
    if (!query.success) return autocompleteAnswer('INVALID_REQUEST');
    const country = query.data.components.slice('country:'.length).toUpperCase();
    const typed = folded(query.data.input.trim());
    const seen = new Set<string>();
    const towns = postalPlaces.filter((place) => {
      if (place.country !== country || seen.has(`${place.locality}|${place.region}`)) return false;
      const words = folded(`${place.locality} ${place.region}`);
      const matches = words.startsWith(typed) || words.includes(` ${typed}`);
      if (matches) seen.add(`${place.locality}|${place.region}`);
      return matches;
    });
    const predictions = towns.slice(0, PREDICTIONS_LIMIT).map((place) => townPrediction(place, query.data.language));
    return predictions.length ? autocompleteAnswer('OK', predictions) : autocompleteAnswer('ZERO_RESULTS');
  }),

  /** A Place Details stand-in: a prediction's town (its postal code's centre), NOT_FOUND for an id it never gave. */
  http.get(`${SANDBOX_ORIGIN}/maps/place${PLACE_DETAILS_PATH}`, ({ request }) => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    if (raw.key !== sandboxMapsKey) return detailsAnswer('REQUEST_DENIED', undefined, 'The provided API key is invalid.');
    const query = placeDetailsQuerySchema.safeParse(raw);
    if (!query.success) return detailsAnswer('INVALID_REQUEST');
    const [, country, postalCode] = /^sandbox-([A-Z]{2})-(.+)$/.exec(query.data.place_id) ?? [];
    const place = isCountry(country) && postalCode ? placeByPostalCode(country, postalCode) : undefined;
    if (!place) return detailsAnswer('NOT_FOUND');
    const { description } = townPrediction(place, query.data.language);
    return detailsAnswer('OK', {
      place_id: query.data.place_id,
      name: place.locality,
      formatted_address: description,
      geometry: { location: { lat: place.latitude, lng: place.longitude } },
    });
  }),
];
