// @vitest-environment node
import { NextRequest } from 'next/server';
import { loginHref } from '@/lib/access/login-href';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { HOSTILE_HOSTS, staysOn } from '@/tests/hostile-hosts';
import { sandbox } from '@/tests/sandbox-control';
import { signInForm } from '@/tests/sandbox-sign-in';
import { GET as callback } from './callback/route';
import { GET as login } from './login/route';

/**
 * The sign-in through its two routes and the sandbox provider in between, as a browser goes:
 * `/api/auth/login` -> the provider's form -> `/api/auth/callback`.
 */

const SITE = 'http://127.0.0.1:3000';
const LOCAL = { host: '127.0.0.1:3000' };

/** The value a response sets for a cookie ('' when it deletes it), or undefined. */
function cookieSet(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

async function startSignIn(query: string, headers: Record<string, string> = LOCAL) {
  const response = await login(new NextRequest(`${SITE}/api/auth/login?${query}`, { headers }));
  return { response, authorizationUrl: new URL(response.headers.get('location')!), signInCookie: cookieSet(response, 'terralis_sign_in')! };
}

/** The sandbox provider's sign-in page answered in-process: signed in as `email`, or cancelled. The provider's redirect. */
async function atProvider(authorizationUrl: URL, person: { email: string } | 'cancel'): Promise<URL> {
  const inProcess = new URL(authorizationUrl.href.replace(`${authorizationUrl.origin}/sandbox`, SANDBOX_ORIGIN));
  const form = signInForm(inProcess, person === 'cancel' ? '' : person.email);
  if (person === 'cancel') form.set('cancel', '1');
  const answer = await sandboxFetch(new URL('authorize', inProcess), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

const finish = (callbackUrl: URL, signInCookie: string | undefined, headers: Record<string, string> = LOCAL) =>
  callback(new NextRequest(callbackUrl, { headers: { ...headers, ...(signInCookie && { cookie: `terralis_sign_in=${signInCookie}` }) } }));

const returnTo = (path: string) => new URLSearchParams({ redirectUrl: path }).toString();

describe('signing in', () => {
  beforeEach(() => sandbox.reset());

  it('goes back to the page it started from, with the session cookie', async () => {
    const { authorizationUrl, signInCookie } = await startSignIn(returnTo('/pt-BR/area-logada?aba=pontos'));
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${SITE}/sandbox/oidc/authorize`);
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/callback`);
    const response = await finish(await atProvider(authorizationUrl, { email: 'ana.ribeiro@example.com.br' }), signInCookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pt-BR/area-logada?aba=pontos');
    expect(cookieSet(response, 'terralis_session')).toMatch(/^ey/);
    expect(cookieSet(response, 'terralis_sign_in')).toBe('');
  });

  it('keeps the return path through a cancelled sign-in and the retry', async () => {
    const first = await startSignIn(returnTo('/pt-BR/area-logada'));
    const cancelled = await finish(await atProvider(first.authorizationUrl, 'cancel'), first.signInCookie);
    expect(cancelled.status).toBe(303);
    const loginPage = new URL(cancelled.headers.get('location')!, SITE);
    expect(`${loginPage.pathname}${loginPage.search}`).toBe('/pt-BR/login?error=refused&redirectUrl=%2Fpt-BR%2Farea-logada');
    expect(cookieSet(cancelled, 'terralis_sign_in')).toBe('');

    // The login page's button for the retry (features/account LoginPanel) starts a sign-in with that path.
    const retryLink = new URL(loginHref(loginPage.searchParams.get('redirectUrl')!), SITE);
    const retry = await startSignIn(retryLink.searchParams.toString());
    const signedIn = await finish(await atProvider(retry.authorizationUrl, { email: 'ana.ribeiro@example.com.br' }), retry.signInCookie);
    expect(signedIn.headers.get('location')).toBe('/pt-BR/area-logada');
  });

  it('keeps the return path when the provider refuses the code', async () => {
    const { authorizationUrl, signInCookie } = await startSignIn(returnTo('/es-AR/finanzas'));
    const redirect = await atProvider(authorizationUrl, { email: 'martina.gomez@example.com.ar' });
    redirect.searchParams.set('code', 'forged');
    const response = await finish(redirect, signInCookie);
    expect(response.headers.get('location')).toBe('/es-AR/login?error=failed&redirectUrl=%2Fes-AR%2Ffinanzas');
    expect(cookieSet(response, 'terralis_session')).toBeUndefined();
  });

  it('has no return path left when the sign-in transaction is gone', async () => {
    const { authorizationUrl } = await startSignIn(returnTo('/pt-BR/area-logada'));
    const response = await finish(await atProvider(authorizationUrl, { email: 'ana.ribeiro@example.com.br' }), undefined);
    expect(response.headers.get('location')).toBe('/login?error=expired');
  });
});

describe('sign-in redirects and a hostile Host', () => {
  beforeEach(() => sandbox.reset());

  it.each(HOSTILE_HOSTS)('builds the provider URL and redirect_uri on SITE_URL for the Host %j', async (host) => {
    for (const headers of [{ host }, { host: 'localhost:3000', 'x-forwarded-host': host }] as Record<string, string>[]) {
      const { response, authorizationUrl } = await startSignIn(returnTo('/pt-BR/area-logada'), headers);
      expect(response.status).toBe(302);
      expect(authorizationUrl.origin).toBe('http://localhost:3000');
      expect(authorizationUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback');
    }
  });

  it.each(HOSTILE_HOSTS)('answers the callback with a same-site path for the Host %j', async (host) => {
    const { authorizationUrl, signInCookie } = await startSignIn(returnTo('/pt-BR/area-logada'));
    const redirect = await atProvider(authorizationUrl, { email: 'ana.ribeiro@example.com.br' });
    for (const response of [await finish(redirect, signInCookie, { host }), await finish(new URL(`${SITE}/api/auth/callback?error=access_denied`), signInCookie, { host: '127.0.0.1:3000', 'x-forwarded-host': host })]) {
      expect(response.status).toBe(303);
      expect(staysOn(response.headers.get('location'), SITE)).toBe(true);
      expect(response.headers.get('location')).toMatch(/^\/[^/\\]/);
    }
  });
});
