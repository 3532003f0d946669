import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { env } from '@/lib/env';
import { isRevoked, recordRevocation } from './revocation';
import { seal, unseal } from './seal';

/** The signed-in user as the server knows them, kept in an encrypted cookie. */
export const sessionSchema = z.object({
  /** This session's own id, random: a logout revokes it (lib/auth/revocation). */
  sid: z.string().min(16),
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
 * Secure cookie. `origin` is the configured one the request reached (lib/http/origin), so a
 * TLS-terminating proxy still gets Secure.
 */
export function cookieIsSecure(origin: string): boolean {
  const { protocol, hostname } = new URL(origin);
  return !(protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname));
}

export function sessionCookieOptions(origin: string) {
  return { httpOnly: true, secure: cookieIsSecure(origin), sameSite: 'lax' as const, path: '/', maxAge: env.session.maxAgeS };
}

/** A new session for a user who just signed in, with an id of its own. */
export const newSession = (user: Omit<Session, 'sid'>): Session => ({ sid: crypto.randomUUID(), ...user });

export const sealSession = (session: Session) => seal(session, 'session', env.session.maxAgeS);

/** The session a cookie value carries: null when it is not ours, has expired or was logged out. */
export async function openSession(cookieValue: string | undefined): Promise<Session | null> {
  const session = await unseal(cookieValue, 'session', sessionSchema);
  return session && !(await isRevoked(session.sid)) ? session : null;
}

/**
 * Ends the session a cookie value carries, everywhere: its id is revoked for the cookie's whole
 * lifetime (an upper bound of what is left of it). False when it could not be recorded.
 */
export async function revokeSessionCookie(cookieValue: string | undefined): Promise<boolean> {
  const session = await unseal(cookieValue, 'session', sessionSchema);
  return session ? recordRevocation(session.sid, env.session.maxAgeS * 1000) : true;
}

/** The current request's session, or null when signed out (or the cookie is not ours); read once per request. */
export const currentSession = cache(async (): Promise<Session | null> => openSession((await cookies()).get(SESSION_COOKIE)?.value));
