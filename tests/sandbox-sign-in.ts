import * as oidc from 'openid-client';
import { SANDBOX_PASSWORD } from '@/lib/sandbox/demo-accounts';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { sandboxOidcClient } from '@/lib/upstreams/oidc/config';
import { OIDC_ISSUER } from '@/lib/upstreams/oidc/sandbox/handlers';

export const SANDBOX_CLIENT = { id: sandboxOidcClient.clientId, secret: sandboxOidcClient.clientSecret } as const;
export const SANDBOX_REDIRECT_URI = 'http://127.0.0.1:3000/api/auth/callback';

/**
 * The sandbox provider as openid-client discovers it (plain http is allowed for it only). Without
 * `fetchImpl` requests go through the global fetch (msw/node in unit tests).
 */
export function discoverSandboxProvider({ secret = SANDBOX_CLIENT.secret, fetchImpl }: { secret?: string; fetchImpl?: typeof sandboxFetch } = {}) {
  return oidc.discovery(new URL(OIDC_ISSUER), SANDBOX_CLIENT.id, secret, undefined, {
    execute: [oidc.allowInsecureRequests],
    ...(fetchImpl && { [oidc.customFetch]: (url: string, options: oidc.CustomFetchOptions) => fetchImpl(url, options as RequestInit) }),
  });
}

/** An authorization request with PKCE, state and nonce, and what the callback must check. */
export async function startSandboxSignIn(config: oidc.Configuration, redirectUri = SANDBOX_REDIRECT_URI) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, verifier, state, nonce };
}

/** The sign-in form's POST: its hidden fields (the authorization request) plus the credentials. */
export function signInForm(authorizationUrl: URL, email: string, password = SANDBOX_PASSWORD) {
  const form = new URLSearchParams(authorizationUrl.searchParams);
  form.set('email', email);
  form.set('password', password);
  return form;
}

/**
 * A whole sign-in at the sandbox identity provider, in-process, as a unit test's shortcut to real
 * tokens: discovery, the sign-in form, the code exchange.
 */
export async function sandboxSignIn(email: string) {
  const config = await discoverSandboxProvider({ fetchImpl: sandboxFetch });
  const { url, verifier, state, nonce } = await startSandboxSignIn(config);
  const answer = await sandboxFetch(new URL('authorize', url), { method: 'POST', body: signInForm(url, email), redirect: 'manual' });
  return oidc.authorizationCodeGrant(config, new URL(answer.headers.get('location')!), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
}
