import { apiJson } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n/locales';
import type { VisitorCountry } from '@/lib/location/postal-codes';
import { placeAutocompleteAnswerSchema, placeDetailsSchema, type PlaceDetails, type PlacePrediction } from '@/lib/places/contract';

/** `GET /api/places/autocomplete?input&country&language`: predictions in the page's country only. */
export const fetchPredictions = async (input: string, country: VisitorCountry, language: Locale, signal?: AbortSignal): Promise<PlacePrediction[]> =>
  (await apiJson(`/api/places/autocomplete?${new URLSearchParams({ input, country, language })}`, placeAutocompleteAnswerSchema, { signal })).predictions;

export const predictionsQueryOptions = (input: string, country: VisitorCountry, language: Locale) => ({
  queryKey: ['places-autocomplete', country, language, input] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPredictions(input, country, language, signal),
  staleTime: 60 * 60_000,
  // Spec §8: a failed autocomplete shows the server error; the next letters typed ask again.
  retry: false,
});

/** `GET /api/places/details?placeId&language`: where a prediction is. */
export const fetchPlaceDetails = (placeId: string, language: Locale): Promise<PlaceDetails> =>
  apiJson(`/api/places/details?${new URLSearchParams({ placeId, language })}`, placeDetailsSchema);
