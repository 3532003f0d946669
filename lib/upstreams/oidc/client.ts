import 'server-only';
import * as oidc from 'openid-client';
import { env } from '@/lib/env';
import { browserUrl } from '@/lib/sandbox/hook';
import { sdkFetch } from '../http';
import type { OidcSettings } from './config';
import { userClaimsSchema } from './contract';

/**
 * The identity provider, through openid-client: discovery once per process, an authorization
 * request with PKCE, state and nonce, and the code exchange with the ID token and userinfo checked.
 * openid-client reads the provider's answers itself; its requests go through the one HTTP helper's
 * fetch (sandbox hook, timeout, log line).
 */

/** Log names for the provider's endpoints. */
const operationOf = (url: URL) => (url.pathname.endsWith('/.well-known/openid-configuration') ? 'discovery' : url.pathname.split('/').pop() || 'request');

/** What the callback must check: kept by the caller (in a sealed cookie), never in the URL. */
export interface AuthorizationChecks {
  verifier: string;
  state: string;
  nonce: string;
}

/** The signed-in user as the provider describes them. */
export interface ProviderUser {
  sub: string;
  email?: string;
  name?: string;
  /** CPF or CUIT, digits only. */
  document?: string;
  accessToken: string;
}

export function createOidcClient(settings: OidcSettings) {
  const customFetch = sdkFetch('oidc', settings.timeoutMs, operationOf);
  let configuration: Promise<oidc.Configuration> | undefined;

  /** The provider's metadata, discovered once (again after a failure). */
  function providerConfiguration(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // The sandbox answers in-process over plain http; a configured provider must use https.
        execute: settings.isSandbox ? [oidc.allowInsecureRequests] : [],
        [oidc.customFetch]: (url, options) => customFetch(url, options as RequestInit),
        timeout: Math.ceil(settings.timeoutMs / 1000),
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    /** 'sandbox' or 'configured', for log lines. */
    kind: settings.isSandbox ? 'sandbox' : 'configured',

    /** Where to send the browser to sign in (`siteOrigin`: how it reaches the sandbox), and what the callback must check. */
    async startAuthorization(callbackUrl: string, siteOrigin: string): Promise<{ authorizationUrl: string; checks: AuthorizationChecks }> {
      const config = await providerConfiguration();
      const checks = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: settings.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { authorizationUrl: browserUrl(url, siteOrigin), checks };
    },

    /**
     * Completes an authorization from the provider's redirect to `callback`: checks state, PKCE,
     * nonce and the ID token, then reads userinfo. Throws on anything the provider refused.
     */
    async completeAuthorization(callback: URL, checks: AuthorizationChecks): Promise<ProviderUser> {
      const config = await providerConfiguration();
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const idClaims = userClaimsSchema.parse(tokens.claims());
      const userInfo = userClaimsSchema.parse(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub));
      const document = userInfo[settings.documentClaim] ?? idClaims[settings.documentClaim];
      const email = userInfo.email ?? idClaims.email;
      const name = userInfo.name ?? idClaims.name;
      return {
        sub: idClaims.sub,
        ...(email && { email }),
        ...(name && { name }),
        ...(typeof document === 'string' && document && { document: document.replace(/\D/g, '') }),
        accessToken: tokens.access_token,
      };
    },
  };
}

/** The site's identity provider, as configured by the environment (the sandbox's by default). */
export const identityProvider = createOidcClient(env.oidc);
