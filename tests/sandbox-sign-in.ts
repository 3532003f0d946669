import { createHash, randomBytes } from 'node:crypto';
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

const form = (fields: URLSearchParams) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() });

/**
 * The same sign-in for tests that render in jsdom, step by step without openid-client (whose Web
 * Crypto checks refuse jsdom's ArrayBuffer): the sign-in form's POST, then the code exchanged for
 * an access token.
 */
export async function sandboxAccessToken(email: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const authorization = new URL(`${OIDC_ISSUER}/authorize`);
  authorization.search = new URLSearchParams({
    response_type: 'code',
    client_id: SANDBOX_CLIENT.id,
    redirect_uri: SANDBOX_REDIRECT_URI,
    scope: 'openid email profile',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const signedIn = await sandboxFetch(`${OIDC_ISSUER}/authorize`, { ...form(signInForm(authorization, email)), redirect: 'manual' });
  const code = new URL(signedIn.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error(`the sandbox provider did not sign ${email} in`);
  const exchange = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: SANDBOX_REDIRECT_URI, code_verifier: verifier, client_id: SANDBOX_CLIENT.id, client_secret: SANDBOX_CLIENT.secret });
  const tokens = (await (await sandboxFetch(`${OIDC_ISSUER}/token`, form(exchange))).json()) as { access_token: string };
  return tokens.access_token;
}
