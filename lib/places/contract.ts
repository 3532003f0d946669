import { z } from 'zod';
import { visitorCountries } from '@/lib/location/postal-codes';

/**
 * The contract of our place routes, for the server that answers and the browser that calls
 * (`GET /api/places/autocomplete`, `GET /api/places/details`): the maps service's places as this
 * site uses them. The vendor's wire format stays in lib/upstreams/maps/contract.ts; the browser
 * never talks to the maps service (the key stays on the server).
 */

/** Spec §7, §9: "place autocomplete (debounced 300 ms, restricted to country)". */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

/** What a visitor may type: enough for a town's name with its state. */
export const AUTOCOMPLETE_INPUT_MAX = 120;

/** `GET /api/places/autocomplete?input&country&language`. */
export const placeAutocompleteQuerySchema = z.strictObject({
  input: z.string().trim().min(1).max(AUTOCOMPLETE_INPUT_MAX),
  country: z.enum(visitorCountries),
  /** The page's locale: the predictions' words. */
  language: z.enum(['pt-BR', 'es-AR', 'en-US']),
});
export type PlaceAutocompleteQuery = z.output<typeof placeAutocompleteQuerySchema>;

/** A place id as the maps service writes them: letters, digits, `-` and `_`. */
export const placeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,300}$/, 'is not a place id');

/** `GET /api/places/details?placeId&language`. */
export const placeDetailsQuerySchema = z.strictObject({
  placeId: placeIdSchema,
  language: z.enum(['pt-BR', 'es-AR', 'en-US']),
});
export type PlaceDetailsQuery = z.output<typeof placeDetailsQuerySchema>;

export const placePredictionSchema = z.object({
  placeId: placeIdSchema,
  /** The whole line, 'Rio Verde - GO, Brasil'. */
  description: z.string(),
  /** The place's own name, 'Rio Verde'. */
  mainText: z.string(),
  /** Where it is, 'GO, Brasil'; empty when the service says nothing more. */
  secondaryText: z.string(),
});
export type PlacePrediction = z.output<typeof placePredictionSchema>;

/** `GET /api/places/autocomplete` 200: none is an answer (the spec's "zero results", not an error). */
export const placeAutocompleteAnswerSchema = z.object({ predictions: z.array(placePredictionSchema) });
export type PlaceAutocompleteAnswer = z.output<typeof placeAutocompleteAnswerSchema>;

/** `GET /api/places/details` 200: where a prediction is. */
export const placeDetailsSchema = z.object({
  placeId: placeIdSchema,
  name: z.string(),
  formattedAddress: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type PlaceDetails = z.output<typeof placeDetailsSchema>;
