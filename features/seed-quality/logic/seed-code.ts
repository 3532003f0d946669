import { SEED_GROUP_CODE_MAX_LENGTH } from '@/lib/seed-quality/contract';

/** The input's limit: the longest code plus room for the spaces a paste brings (they are trimmed). */
export const SEED_CODE_INPUT_MAX_LENGTH = SEED_GROUP_CODE_MAX_LENGTH + 8;

/** Spec §5: the code is upper-cased as it is typed (or pasted), nothing else changes. */
export const typedSeedCode = (value: string): string => value.toUpperCase().slice(0, SEED_CODE_INPUT_MAX_LENGTH);

/** Spec §5: what a search sends, trimmed; null when that leaves nothing (the search then does nothing). */
export function seedCodeToSubmit(value: string): string | null {
  const code = value.trim();
  return code === '' ? null : code;
}
