// @vitest-environment node
import { env } from '@/lib/env';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { fetchUserProfile, fetchUserRoles } from './client';

/** A signed-in demo person: their uid and access token from the sandbox identity provider. */
async function person(email: string) {
  const tokens = await sandboxSignIn(email);
  return { uid: tokens.claims()!.sub, accessToken: tokens.access_token };
}

describe('the account service client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("reads a user's roles and profile with their own token", async () => {
    const martina = await person('martina.gomez@example.com.ar');
    expect(await fetchUserRoles(martina.uid, martina.accessToken)).toEqual([{ roleName: 'Finance And Orders' }]);
    expect(await fetchUserProfile(martina.uid, martina.accessToken)).toEqual({ programmeAccount: false, isEleva: false, isHeadGrower: false });
    const ana = await person('ana.ribeiro@example.com.br');
    expect(await fetchUserProfile(ana.uid, ana.accessToken)).toMatchObject({ programmeAccount: true });
  });

  it("is refused another user's data, or a token the provider never issued", async () => {
    const ana = await person('ana.ribeiro@example.com.br');
    const carlos = await person('carlos.souza@example.com.br');
    expect(await upstreamFailureOf(fetchUserRoles(carlos.uid, ana.accessToken))).toMatchObject({ failure: 'status', status: 403 });
    expect(await upstreamFailureOf(fetchUserProfile(ana.uid, 'forged'))).toMatchObject({ failure: 'status', status: 401 });
  });
});

// Each fault test starts from a reset sandbox, so Ana signs in again (her tokens are forgotten on reset).
for (const [name, path, read] of [
  ['roles', '/accounts/users/sbx-br-0001/roles', fetchUserRoles],
  ['profile', '/accounts/users/sbx-br-0001', fetchUserProfile],
] as const) {
  describeUpstreamFaults(
    name,
    { path },
    async (timeoutMs) => {
      const ana = await person('ana.ribeiro@example.com.br');
      return read(ana.uid, ana.accessToken, { ...env.accounts, timeoutMs });
    },
  );
}

describe('the programme partner pages of the sandbox', () => {
  it.each([
    ['pt-BR', 'register', 'Cadastre a sua conta do programa Impulso'],
    ['es-AR', 'register', 'Registrá tu cuenta del programa Impulso'],
    ['en-US', 'about', 'About the Impulso programme'],
  ])('serve the %s %s page', async (locale, kind, heading) => {
    const page = await sandboxFetch(`${SANDBOX_ORIGIN}/accounts/programme/${locale}/${kind}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await page.text();
    expect(text).toContain(`<html lang="${locale}">`);
    expect(text).toContain(`<h1>${heading}</h1>`);
  });
});
