import * as oidc from 'openid-client';
import { SANDBOX_PASSWORD } from '@/lib/sandbox/oidc/accounts';
import { OIDC_ISSUER } from '@/lib/sandbox/oidc/handlers';
import { sandboxFetch } from '@/lib/sandbox/fetch';

/**
 * A whole sign-in at the sandbox identity provider, in-process, as a unit test's shortcut to real
 * tokens: discovery, the sign-in form, the code exchange.
 */
export async function sandboxSignIn(email: string, redirectUri = 'http://127.0.0.1:3000/api/auth/callback') {
  const config = await oidc.discovery(new URL(OIDC_ISSUER), 'terralis-site', 'sandbox-oidc-secret', undefined, {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: (url, options) => sandboxFetch(url, options as RequestInit),
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const form = new URLSearchParams(url.searchParams);
  form.set('email', email);
  form.set('password', SANDBOX_PASSWORD);
  const answer = await sandboxFetch(new URL('authorize', url), { method: 'POST', body: form, redirect: 'manual' });
  return oidc.authorizationCodeGrant(config, new URL(answer.headers.get('location')!), { pkceCodeVerifier: verifier, expectedState: state });
}
