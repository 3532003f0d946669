// @vitest-environment node
import * as oidc from 'openid-client';
import { server } from '@/tests/setup/msw-server';
import { sandbox } from '@/tests/sandbox-control';
import { discoverSandboxProvider, SANDBOX_CLIENT, SANDBOX_REDIRECT_URI, signInForm, startSandboxSignIn } from '@/tests/sandbox-sign-in';
import { sandboxHandlers } from '@/lib/sandbox/handlers';
import { OIDC_ISSUER } from './handlers';

const CLIENT_ID = SANDBOX_CLIENT.id;
const REDIRECT_URI = SANDBOX_REDIRECT_URI;

/** The provider as a certified client library sees it, through msw/node. */
const discover = (secret?: string) => discoverSandboxProvider({ secret });
const startSignIn = (config: oidc.Configuration) => startSandboxSignIn(config);

/** The sign-in page, then its form posted as a person would. */
async function signIn(authorizationUrl: URL, email: string, password?: string) {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('ana.ribeiro@example.com.br');
  return fetch(new URL('authorize', authorizationUrl), { method: 'POST', body: signInForm(authorizationUrl, email, password), redirect: 'manual' });
}

describe('the sandbox OpenID provider', () => {
  beforeEach(async () => {
    server.use(...sandboxHandlers);
    await sandbox.reset();
  });

  it('signs a demo account in through the authorization code flow with PKCE', async () => {
    const config = await discover();
    const { url, verifier, state, nonce } = await startSignIn(config);
    const answer = await signIn(url, 'Martina.Gomez@example.com.ar');
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);

    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    expect(tokens.claims()).toMatchObject({ iss: OIDC_ISSUER, aud: CLIENT_ID, sub: 'sbx-ar-0001', email: 'martina.gomez@example.com.ar', document: '27301234568' });
    const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, 'sbx-ar-0001');
    expect(userInfo).toMatchObject({ email: 'martina.gomez@example.com.ar', name: 'Martina Gómez', locale: 'es-AR' });
  });

  it('needs none of its memory between the sign-in, the code exchange and later calls (several instances each have their own)', async () => {
    const config = await discover();
    const { url, verifier, state, nonce } = await startSignIn(config);
    const callback = new URL((await signIn(url, 'ana.ribeiro@example.com.br')).headers.get('location')!);
    // Another instance: the sandbox's memory is not the one that issued the code.
    await sandbox.reset();
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    await sandbox.reset();
    expect(await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).toMatchObject({ email: 'ana.ribeiro@example.com.br' });
  });

  it('refuses an access token that was altered', async () => {
    const config = await discover();
    const { url, verifier, state, nonce } = await startSignIn(config);
    const callback = new URL((await signIn(url, 'ana.ribeiro@example.com.br')).headers.get('location')!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    const [body, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: 'sbx-ar-0001' })).toString('base64url')}.${signature}`;
    const answer = await fetch(`${OIDC_ISSUER}/userinfo`, { headers: { authorization: `Bearer ${forged}` } });
    expect(answer.status).toBe(401);
  });

  it('shows the form again with an error on a wrong password, keeping the e-mail', async () => {
    const { url } = await startSignIn(await discover());
    const answer = await signIn(url, 'ana.ribeiro@example.com.br', 'wrong');
    expect(answer.status).toBe(401);
    const page = await answer.text();
    expect(page).toContain('Wrong e-mail or password.');
    expect(page).toContain('value="ana.ribeiro@example.com.br"');
  });

  it('sends a cancelled sign-in back to the client as access_denied, with its state and no code', async () => {
    const { url, state } = await startSignIn(await discover());
    const form = signInForm(url, '');
    form.set('cancel', '1');
    const answer = await fetch(new URL('authorize', url), { method: 'POST', body: form, redirect: 'manual' });
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(Object.fromEntries(callback.searchParams)).toMatchObject({ error: 'access_denied', state });
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('accepts a code once, only with its PKCE verifier', async () => {
    const config = await discover();
    const first = await startSignIn(config);
    const callback = new URL((await signIn(first.url, 'ana.ribeiro@example.com.br')).headers.get('location')!);
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: first.state, expectedNonce: first.nonce })).rejects.toThrow();
    // The failed attempt spent the code.
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: first.verifier, expectedState: first.state, expectedNonce: first.nonce })).rejects.toThrow();
  });

  it('refuses a client with the wrong secret at the token endpoint', async () => {
    const config = await discover('not-the-secret');
    const { url, verifier, state, nonce } = await startSignIn(config);
    const callback = new URL((await signIn(url, 'ana.ribeiro@example.com.br')).headers.get('location')!);
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce })).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('never redirects to a redirect_uri that is not our callback, and sends other errors back to it', async () => {
    const authorize = (params: Record<string, string>) =>
      fetch(`${OIDC_ISSUER}/authorize?${new URLSearchParams({ response_type: 'code', client_id: CLIENT_ID, scope: 'openid', code_challenge: 'x', code_challenge_method: 'S256', state: 's1', ...params })}`, { redirect: 'manual' });
    expect((await authorize({ redirect_uri: 'https://evil.example/api/auth/callback/../steal' })).status).toBe(400);
    expect((await authorize({ redirect_uri: 'https://evil.example/steal' })).status).toBe(400);
    expect((await authorize({ redirect_uri: REDIRECT_URI, client_id: 'someone-else' })).status).toBe(400);
    const noPkce = await authorize({ redirect_uri: REDIRECT_URI, code_challenge_method: 'plain' });
    expect(noPkce.status).toBe(302);
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('state')).toBe('s1');
  });

  it('refuses userinfo without a valid access token', async () => {
    const response = await fetch(`${OIDC_ISSUER}/userinfo`, { headers: { authorization: 'Bearer forged' } });
    expect(response.status).toBe(401);
  });

  it('escapes what it echoes into the sign-in page', async () => {
    const params = new URLSearchParams({ response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, scope: 'openid', code_challenge: 'x', code_challenge_method: 'S256', state: '"><script>alert(1)</script>' });
    const page = await (await fetch(`${OIDC_ISSUER}/authorize?${params}`)).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });
});
