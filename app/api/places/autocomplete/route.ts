import { type NextRequest } from 'next/server';
import { gatewayFailure } from '@/lib/places/gateway-failure';
import { invalidRequest } from '@/lib/http/responses';
import { placeAutocompleteQuerySchema, type PlaceAutocompleteAnswer } from '@/lib/places/contract';
import { placeAutocomplete } from '@/lib/upstreams/maps/client';

/** Town names do not move: the same letters get the same predictions for a day. */
const CACHE = 'public, max-age=3600, s-maxage=86400';

/**
 * `GET /api/places/autocomplete?input=rio%20v&country=BR&language=pt-BR` -> `PlaceAutocompleteAnswer`
 * (lib/places/contract.ts): the maps service's predictions in that country only, asked with the
 * key on the server. No predictions is an answer (200, an empty list); 400 for a bad query;
 * 502/504 when the service fails or refuses (never 500).
 */
export async function GET(request: NextRequest) {
  const parsed = placeAutocompleteQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return invalidRequest(parsed.error);
  try {
    const predictions = await placeAutocomplete(parsed.data);
    return Response.json({ predictions } satisfies PlaceAutocompleteAnswer, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    return gatewayFailure(error);
  }
}
