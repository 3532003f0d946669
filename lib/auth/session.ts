import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { env } from '@/lib/env';
import { seal, unseal } from './seal';

/** The signed-in user as the server knows them, kept in an encrypted cookie. */
export const sessionSchema = z.object({
  /** The provider's subject: our user id (`uid`). */
  sub: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
  /** CPF or CUIT, digits only. */
  document: z.string().optional(),
  /** For calls made on the user's behalf (roles); never sent to the browser. */
  accessToken: z.string().min(1),
});

export type Session = z.output<typeof sessionSchema>;

export const SESSION_COOKIE = 'terralis_session';

/**
 * Secure everywhere but plain-http loopback (local `npm start`), where browsers would drop a
 * Secure cookie. `origin` is the one the browser used (lib/http/origin), so a TLS-terminating
 * proxy still gets Secure.
 */
export function cookieIsSecure(origin: string): boolean {
  const { protocol, hostname } = new URL(origin);
  return !(protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname));
}

export function sessionCookieOptions(origin: string) {
  return { httpOnly: true, secure: cookieIsSecure(origin), sameSite: 'lax' as const, path: '/', maxAge: env.session.maxAgeS };
}

export const sealSession = (session: Session) => seal(session, 'session', env.session.maxAgeS);

/** The current request's session, or null when signed out (or the cookie is not ours); read once per request. */
export const currentSession = cache(async (): Promise<Session | null> => unseal((await cookies()).get(SESSION_COOKIE)?.value, 'session', sessionSchema));
