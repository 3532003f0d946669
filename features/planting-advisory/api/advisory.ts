import { apiJson } from '@/lib/api-client';
import { advisoryAnswerSchema, savedAdvisorySchema, type AdvisoryAnswer, type SavedAdvisory } from '@/lib/planting-advisory/contract';

/**
 * `GET /api/planting-advisory`: the signed-in user's farms, field-data connection and saved
 * choices; `PUT` keeps new choices ('save for next'). Per user, asked by the browser only (the
 * page is cached for everyone); the hooks are ./use-advisory.ts.
 */
export const ADVISORY_URL = '/api/planting-advisory';

export const advisoryQueryOptions = () => ({
  queryKey: ['planting-advisory'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AdvisoryAnswer> => apiJson(ADVISORY_URL, advisoryAnswerSchema, { signal }),
  // The flow works from what it read; a refetch on focus would reset nothing but cost a farms call.
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
  // A failure shows the error card at once; its retry asks again (the spec gives no automatic retries).
  retry: false,
});

export const saveAdvisory = (saved: SavedAdvisory): Promise<SavedAdvisory> =>
  apiJson(ADVISORY_URL, savedAdvisorySchema, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(saved) });
