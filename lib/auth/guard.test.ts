// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { currentViewer, pageAccessDecision } from './guard';
import { newSession, type Session } from './session';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('./session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

async function signIn(email: string) {
  const tokens = await sandboxSignIn(email);
  session.current = newSession({ sub: tokens.claims()!.sub, email, name: 'Ana Ribeiro', document: '12345678909', accessToken: tokens.access_token });
  return session.current.sub;
}

const RULES = { requireLogin: true, requireProgrammeAccount: true } as const;

/** When the sandbox received each request to a path (ms since the epoch). */
const arrivals = async (path: string) => (await sandbox.requests(path)).map((entry) => Date.parse(entry.time));

describe('the access decision of a page', () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.current = null;
  });

  it('reads the profile and the roles together, not one after the other', async () => {
    const uid = await signIn('ana.ribeiro@example.com.br');
    const profilePath = `/accounts/users/${uid}`;
    const rolesPath = `/accounts/users/${uid}/roles`;
    // Each answer takes 1.5 s: read one after the other, the second request would arrive 1.5 s after the first.
    await sandbox.fault({ path: profilePath, delayMs: 1_500 });
    await sandbox.fault({ path: rolesPath, delayMs: 1_500 });
    expect(await pageAccessDecision(RULES)).toBe('allow');
    const [profileAsked] = await arrivals(profilePath);
    const [rolesAsked] = await arrivals(rolesPath);
    expect(Math.abs(profileAsked! - rolesAsked!)).toBeLessThan(1_000);
  });

  it('sends a visitor to sign in and a user without a programme account to the restricted page', async () => {
    expect(await pageAccessDecision(RULES)).toBe('login');
    await signIn('joao.lima@example.com.br');
    expect(await pageAccessDecision(RULES)).toBe('restricted');
  });
});

describe('the viewer blocks see', () => {
  beforeEach(() => sandbox.reset());

  it('is the signed-in user from the session, with their roles from the account service', async () => {
    const uid = await signIn('ana.ribeiro@example.com.br');
    const viewer = await currentViewer();
    expect(viewer).toMatchObject({ uid, email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', document: '12345678909' });
    expect(await viewer!.roles()).toEqual(['Grower']);
    expect(await viewer!.flagEnabled('eleva')).toBe(true);
    expect(JSON.stringify(viewer)).not.toContain(session.current!.accessToken);
  });

  it('is absent for a visitor', async () => {
    session.current = null;
    expect(await currentViewer()).toBeUndefined();
  });
});
