import { z } from 'zod';
import { idempotencyKeySchema, redemptionRequestSchema, type RedemptionRequest } from '@/lib/loyalty/contract';
import type { RedemptionAttempt } from '../../api/redemptions';

/**
 * The redemption attempt under way in this tab: its idempotency key and the request it stands for,
 * kept in sessionStorage from the moment the review step is reached until the programme takes it.
 * A retry, a second click or a reload during the send reuses the key, so the programme makes one
 * request of them all; another request (the member went back and changed it) gets a new key.
 */

const storedAttemptSchema = z.object({ idempotencyKey: idempotencyKeySchema, request: redemptionRequestSchema });

/** Where a member's attempt is kept: one per signed-in user, so another account in the same tab never inherits it. */
export const attemptStorageKey = (uid: string) => `loyalty-redeem-attempt:${uid}`;

/** A fresh key of the route's alphabet (a UUID: 36 letters, digits and dashes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sameRequest = (a: RedemptionRequest, b: RedemptionRequest) =>
  a.kind === b.kind && a.amount === b.amount && a.recipient === b.recipient && (a.note ?? '') === (b.note ?? '');

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the attempt lives as long as the page (a retry still reuses its key).
    return null;
  }
}

/** The attempt kept for this member, if a valid one is there. */
export function readAttempt(storageKey: string): RedemptionAttempt | null {
  const text = storage()?.getItem(storageKey);
  if (!text) return null;
  try {
    const parsed = storedAttemptSchema.safeParse(JSON.parse(text));
    return parsed.success ? { idempotencyKey: parsed.data.idempotencyKey, request: parsed.data.request } : null;
  } catch {
    return null;
  }
}

/**
 * The attempt for `request`: the kept one when it asks for the same (its key reused), else a new one
 * with a new key, kept in its place.
 */
export function attemptFor(storageKey: string, request: RedemptionRequest, current: RedemptionAttempt | null): RedemptionAttempt {
  const kept = current ?? readAttempt(storageKey);
  if (kept && sameRequest(kept.request, request)) return kept;
  const attempt = { idempotencyKey: newIdempotencyKey(), request };
  storage()?.setItem(storageKey, JSON.stringify(attempt));
  return attempt;
}

/** Forgets the attempt once the programme took it (or refused its key). */
export function forgetAttempt(storageKey: string): void {
  storage()?.removeItem(storageKey);
}
