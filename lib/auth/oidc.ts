import 'server-only';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { env, oidcSettings } from '@/lib/env';
import { log } from '@/lib/log';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { upstreamFetch } from '@/lib/upstreams/http';
import { seal, unseal } from './seal';
import type { Session } from './session';

/**
 * Sign-in with OpenID Connect, authorization code + PKCE, through openid-client against whatever
 * provider OIDC_ISSUER names (the sandbox's by default). The parts of a sign-in that must survive
 * the round trip to the provider (PKCE verifier, state, nonce, where to go back to) travel in a
 * short-lived encrypted cookie, never in the URL.
 */

const settings = oidcSettings(env);
const SIGN_IN_MAX_AGE_S = 600;
export const SIGN_IN_COOKIE = 'terralis_sign_in';

let configuration: Promise<oidc.Configuration> | undefined;

/** The provider's metadata, discovered once per process (again after a failure). */
function providerConfiguration(): Promise<oidc.Configuration> {
  configuration ??= oidc
    .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      // The sandbox answers in-process over plain http; a configured provider must use https.
      execute: settings.isSandbox ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: (url, options) => upstreamFetch(url, options as RequestInit),
      timeout: Math.ceil(settings.timeoutMs / 1000),
    })
    .catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
  return configuration;
}

const signInSchema = z.object({ verifier: z.string(), state: z.string(), nonce: z.string(), callbackUrl: z.string(), returnTo: z.string() });

/** The browser reaches the in-process sandbox at `/sandbox/...` on the site's own origin. */
function browserUrl(url: URL, siteOrigin: string): string {
  return url.origin === SANDBOX_ORIGIN ? `${siteOrigin}/sandbox${url.pathname}${url.search}` : url.toString();
}

/** Where to send the browser to sign in, and the sealed sign-in transaction for its cookie. */
export async function startSignIn(siteOrigin: string, returnTo: string): Promise<{ authorizationUrl: string; signInCookie: string; maxAgeS: number }> {
  const config = await providerConfiguration();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const callbackUrl = `${siteOrigin}/api/auth/callback`;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl,
    scope: settings.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const signInCookie = await seal({ verifier, state, nonce, callbackUrl, returnTo }, 'sign-in', SIGN_IN_MAX_AGE_S);
  return { authorizationUrl: browserUrl(url, siteOrigin), signInCookie, maxAgeS: SIGN_IN_MAX_AGE_S };
}

const claimsSchema = z.looseObject({ sub: z.string(), email: z.string().optional(), name: z.string().optional() });

/**
 * Completes a sign-in from the provider's redirect: checks state, PKCE, nonce and the ID token
 * (openid-client), reads the user's claims and answers the session and where to go back to.
 * Null when the transaction is missing or expired; throws on anything the provider refused.
 */
export async function finishSignIn(callbackSearch: string, signInCookie: string | undefined): Promise<{ session: Session; returnTo: string } | null> {
  const transaction = await unseal(signInCookie, 'sign-in', signInSchema);
  if (!transaction) return null;
  const config = await providerConfiguration();
  // The provider redirected to the callback URL of this sign-in: rebuild it from there, whatever host the request names.
  const callback = new URL(`${transaction.callbackUrl}${callbackSearch}`);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
  });
  const idClaims = claimsSchema.parse(tokens.claims());
  const userInfo = claimsSchema.parse(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub));
  const document = userInfo[settings.documentClaim] ?? idClaims[settings.documentClaim];
  log.info('auth.signed_in', { provider: settings.isSandbox ? 'sandbox' : 'configured' });
  return {
    session: {
      sub: idClaims.sub,
      ...((userInfo.email ?? idClaims.email) && { email: userInfo.email ?? idClaims.email }),
      ...((userInfo.name ?? idClaims.name) && { name: userInfo.name ?? idClaims.name }),
      ...(typeof document === 'string' && document && { document: document.replace(/\D/g, '') }),
      accessToken: tokens.access_token,
    },
    returnTo: transaction.returnTo,
  };
}
