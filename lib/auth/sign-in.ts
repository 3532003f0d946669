import 'server-only';
import { z } from 'zod';
import { log } from '@/lib/log';
import { identityProvider } from '@/lib/upstreams/oidc/client';
import { CALLBACK_PATH } from '@/lib/upstreams/oidc/contract';
import { seal, unseal } from './seal';
import { newSession, type Session } from './session';

/**
 * Sign-in with OpenID Connect, authorization code + PKCE, against whatever provider OIDC_ISSUER
 * names (the sandbox's by default; lib/upstreams/oidc). The parts of a sign-in that must survive
 * the round trip to the provider (PKCE verifier, state, nonce, where to go back to) travel in a
 * short-lived encrypted cookie, never in the URL.
 */

const SIGN_IN_MAX_AGE_S = 600;
export const SIGN_IN_COOKIE = 'terralis_sign_in';

const signInSchema = z.object({ verifier: z.string(), state: z.string(), nonce: z.string(), callbackUrl: z.string(), returnTo: z.string() });

/** Where to send the browser to sign in, and the sealed sign-in transaction for its cookie. */
export async function startSignIn(siteOrigin: string, returnTo: string): Promise<{ authorizationUrl: string; signInCookie: string; maxAgeS: number }> {
  const callbackUrl = `${siteOrigin}${CALLBACK_PATH}`;
  const { authorizationUrl, checks } = await identityProvider.startAuthorization(callbackUrl, siteOrigin);
  const signInCookie = await seal({ ...checks, callbackUrl, returnTo }, 'sign-in', SIGN_IN_MAX_AGE_S);
  return { authorizationUrl, signInCookie, maxAgeS: SIGN_IN_MAX_AGE_S };
}

export type SignInTransaction = z.output<typeof signInSchema>;

/** The sign-in this browser started, from its cookie: null when missing, expired or not ours. */
export const pendingSignIn = (signInCookie: string | undefined): Promise<SignInTransaction | null> => unseal(signInCookie, 'sign-in', signInSchema);

/** Completes a sign-in from the provider's redirect: a new session. Throws on anything the provider refused. */
export async function finishSignIn(callbackSearch: string, transaction: SignInTransaction): Promise<Session> {
  // The provider redirected to the callback URL of this sign-in: rebuild it from there, whatever host the request names.
  const user = await identityProvider.completeAuthorization(new URL(`${transaction.callbackUrl}${callbackSearch}`), transaction);
  log.info('auth.signed_in', { provider: identityProvider.kind });
  return newSession(user);
}
