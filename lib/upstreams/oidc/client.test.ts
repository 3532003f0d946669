// @vitest-environment node
import { env } from '@/lib/env';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { sandbox } from '@/tests/sandbox-control';
import { signInForm } from '@/tests/sandbox-sign-in';
import { createOidcClient } from './client';

const SITE = 'http://127.0.0.1:3000';
const CALLBACK = `${SITE}/api/auth/callback`;
const DISCOVERY = '/oidc/.well-known/openid-configuration';

/** What the browser does between the two calls: the sandbox provider's sign-in form, answered with a redirect to the callback. */
async function signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
  const inProcess = new URL(authorizationUrl.replace(`${SITE}/sandbox`, 'http://sandbox.internal'));
  const answer = await sandboxFetch(inProcess, { method: 'POST', body: signInForm(inProcess, email), redirect: 'manual' });
  return new URL(answer.headers.get('location')!);
}

describe('the identity provider client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('signs a person in with the code flow and PKCE, and reads their claims', async () => {
    const provider = createOidcClient(env.oidc);
    const { authorizationUrl, checks } = await provider.startAuthorization(CALLBACK, SITE);
    // The browser reaches the in-process sandbox on the site's own origin.
    expect(authorizationUrl).toMatch(new RegExp(`^${SITE}/sandbox/oidc/authorize\\?`));
    expect(new URL(authorizationUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const user = await provider.completeAuthorization(await signInAtProvider(authorizationUrl, 'ana.ribeiro@example.com.br'), checks);
    expect(user).toEqual({ sub: 'sbx-br-0001', email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', document: '12345678909', accessToken: expect.any(String) });
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const provider = createOidcClient(env.oidc);
    const { authorizationUrl, checks } = await provider.startAuthorization(CALLBACK, SITE);
    const callback = await signInAtProvider(authorizationUrl, 'ana.ribeiro@example.com.br');
    await expect(provider.completeAuthorization(callback, { ...checks, state: 'another' })).rejects.toThrow();
  });

  it('discovers the provider once, and again after a failed discovery', async () => {
    const provider = createOidcClient(env.oidc);
    await sandbox.fault({ path: DISCOVERY, status: 503 });
    await expect(provider.startAuthorization(CALLBACK, SITE)).rejects.toThrow();
    await provider.startAuthorization(CALLBACK, SITE);
    await provider.startAuthorization(CALLBACK, SITE);
    expect(await sandbox.requests(DISCOVERY)).toHaveLength(2);
  });
});

describe('the identity provider client: every fault through the HTTP helper', () => {
  let lines: Record<string, unknown>[];
  beforeEach(async () => {
    await sandbox.reset();
    lines = [];
    for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(JSON.parse(line)));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an error status', { status: 503 }, { event: 'upstream.call', status: 503 }],
    ['a missing document', { status: 404 }, { event: 'upstream.call', status: 404 }],
    ['a body that is not JSON', { malformed: true }, { event: 'upstream.call', status: 200 }],
    ['an answer later than the timeout', { delayMs: 5_000 }, { event: 'upstream.failed', failure: 'timeout' }],
  ])('fails to start a sign-in on %s, and logs the call', async (_case, fault, logged) => {
    await sandbox.fault({ path: DISCOVERY, ...fault });
    const started = Date.now();
    await expect(createOidcClient({ ...env.oidc, timeoutMs: 100 }).startAuthorization(CALLBACK, SITE)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(lines).toContainEqual(expect.objectContaining({ service: 'oidc', operation: 'discovery', ...logged }));
  });
});
