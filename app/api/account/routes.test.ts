// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { POST as roles } from './roles/route';
import { GET as sessionRoute } from './session/route';
import { GET as user } from './user/route';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const postRoles = (body: unknown) =>
  roles(new Request('http://localhost/api/account/roles', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

async function signedInAs(email: string) {
  const tokens = await sandboxSignIn(email);
  session.current = newSession({ sub: tokens.claims()!.sub, email, accessToken: tokens.access_token });
  return session.current.sub;
}

describe('/api/account', () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.current = null;
  });

  it('answers the signed-in user’s uid, and 401 when signed out', async () => {
    expect((await user()).status).toBe(401);
    const uid = await signedInAs('ana.ribeiro@example.com.br');
    expect(await (await user()).json()).toEqual({ uid });
  });

  it('answers the user’s roles from the account service', async () => {
    const uid = await signedInAs('martina.gomez@example.com.ar');
    const response = await postRoles({ uid, authorization: 'Bearer whatever-the-browser-has' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ roleName: 'Finance And Orders' }] });
  });

  it('answers an empty list when the account service fails', async () => {
    const uid = await signedInAs('martina.gomez@example.com.ar');
    await sandbox.fault({ path: `/accounts/users/${uid}/roles`, status: 503, times: 0 });
    expect(await (await postRoles({ uid })).json()).toEqual({ data: [] });
  });

  it('reads only the signed-in user’s roles', async () => {
    await signedInAs('diego.fernandez@example.com.ar');
    expect((await postRoles({ uid: 'sbx-ar-0001' })).status).toBe(403);
    session.current = null;
    expect((await postRoles({ uid: 'sbx-ar-0001' })).status).toBe(401);
  });

  it('tells the browser who is signed in, eleva included, and nothing of the tokens', async () => {
    expect(await (await sessionRoute()).json()).toEqual({ isLoggedIn: false });
    await signedInAs('paula.alves@example.com.br');
    const body = await (await sessionRoute()).json();
    expect(body).toEqual({ isLoggedIn: true, user: { email: 'paula.alves@example.com.br', isEleva: true } });
    await signedInAs('ana.ribeiro@example.com.br');
    expect((await (await sessionRoute()).json()).user.isEleva).toBe(false);
  });

  it('still answers signed in when the profile is unavailable', async () => {
    const uid = await signedInAs('paula.alves@example.com.br');
    await sandbox.fault({ path: `/accounts/users/${uid}`, status: 503, times: 0 });
    expect(await (await sessionRoute()).json()).toEqual({ isLoggedIn: true, user: { email: 'paula.alves@example.com.br', isEleva: false } });
  });

  it.each([['not JSON', '{'], ['no uid', {}], ['a uid that is not a string', { uid: 7 }], ['an extra property', { uid: 'x', admin: true }]])('answers 400 for %s', async (_case, body) => {
    expect((await postRoles(body)).status).toBe(400);
  });
});
