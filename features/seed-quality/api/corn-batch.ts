import { apiJson } from '@/lib/api-client';
import { CORN_BATCH_ROUTE, isSeedQualityFailure, seedQualityAnswerSchema, type SeedQualityResult } from '@/lib/seed-quality/contract';

export type SeedQualityLookup = { kind: 'found'; result: SeedQualityResult } | { kind: 'failed' };

/**
 * A batch's quality through our corn batch route (spec §7). Spec §5 and §8: an answer containing
 * 'message' (an unknown batch) is a failure, and so is any error of the route (its 400 body, 502,
 * 504, a network failure): the widget says the same for all of them.
 */
export async function lookupSeedQuality(code: string): Promise<SeedQualityLookup> {
  try {
    const answer = await apiJson(`${CORN_BATCH_ROUTE}?${new URLSearchParams({ seedGroupCode: code })}`, seedQualityAnswerSchema);
    return isSeedQualityFailure(answer) ? { kind: 'failed' } : { kind: 'found', result: answer };
  } catch {
    return { kind: 'failed' };
  }
}
