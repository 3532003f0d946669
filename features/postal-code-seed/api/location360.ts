import { ApiError, apiJson } from '@/lib/api-client';
import { LOCATION360_ROUTE, postcodePlaceSchema, type PostcodePlace } from '@/lib/postal-code-seed/contract';

export type PostcodeLookup = { kind: 'found'; place: PostcodePlace } | { kind: 'not-found' } | { kind: 'failed' };

/** The place of a CEP prefix through `POST /api/location360` (spec §7): found, not found (its 404), or failed. */
export async function lookupPostcode(prefix: string): Promise<PostcodeLookup> {
  try {
    const place = await apiJson(`${LOCATION360_ROUTE}?${new URLSearchParams({ postCode: prefix })}`, postcodePlaceSchema, { method: 'POST' });
    return { kind: 'found', place };
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' };
  }
}
