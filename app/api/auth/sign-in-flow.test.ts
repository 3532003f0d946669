// @vitest-environment node
import { NextRequest } from 'next/server';
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

/** The sandbox provider's sign-in page answered in-process, signed in as `email`: the provider's redirect. */
async function atProvider(authorizationUrl: URL, person: { email: string }): Promise<URL> {
  const inProcess = new URL(authorizationUrl.href.replace(`${authorizationUrl.origin}/sandbox`, SANDBOX_ORIGIN));
  const form = signInForm(inProcess, person.email);
  const answer = await sandboxFetch(new URL('authorize', inProcess), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

const finish = (callbackUrl: URL, signInCookie: string | undefined, headers: Record<string, string> = LOCAL) =>
  callback(new NextRequest(callbackUrl, { headers: { ...headers, ...(signInCookie && { cookie: `terralis_sign_in=${signInCookie}` }) } }));

const returnTo = (path: string) => new URLSearchParams({ redirectUrl: path }).toString();


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
