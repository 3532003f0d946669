import 'server-only';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { z } from 'zod';
import { env } from '@/lib/env';

/**
 * Cookie values only this server can read or write: JSON encrypted and authenticated with
 * AES-256-GCM (JWE, direct key) under SESSION_SECRET, with an expiry and a purpose, so a sign-in
 * transaction can never be replayed as a session.
 */

let keyPromise: Promise<Uint8Array> | undefined;
function key(): Promise<Uint8Array> {
  keyPromise ??= (async () => {
    const { secret } = env.session;
    // parseEnv refuses a missing SESSION_SECRET whenever the sandbox cannot stand in.
    if (!secret) throw new Error('SESSION_SECRET is not configured');
    return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
  })();
  return keyPromise;
}

export type SealPurpose = 'session' | 'sign-in';

export async function seal(payload: Record<string, unknown>, purpose: SealPurpose, maxAgeS: number): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(purpose)
    .setIssuedAt()
    .setExpirationTime(`${maxAgeS}s`)
    .encrypt(await key());
}

/** The payload, or null for anything forged, tampered with, expired, meant for another purpose or of another shape. */
export async function unseal<T>(value: string | undefined, purpose: SealPurpose, schema: z.ZodType<T>): Promise<T | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, await key(), { audience: purpose });
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
