import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison: the time taken never tells an attacker how much of a guess was right. */
export function secretMatches(given: string | null | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
