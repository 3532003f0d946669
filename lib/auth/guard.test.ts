// @vitest-environment node
import { env } from '@/lib/env';
import { sandbox, type FaultRequest } from '@/tests/sandbox-control';
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

const AREA_LOGADA = { requireLogin: true, requireProgrammeAccount: true } as const;
const FINANZAS = { requireLogin: false, requireProgrammeAccount: false, flag: 'Ar-login', allowListFlag: 'latam-post-auth-white-list', roles: ['finance', 'finance-and-orders'] };

/** Every way the account service fails: error statuses, an answer that is not JSON, no answer. */
const FAILURES: [string, Omit<FaultRequest, 'path'>][] = [
  ['a 500', { status: 500 }],
  ['a 503', { status: 503 }],
  ['a malformed answer', { malformed: true }],
  ['no answer (hanging)', { delayMs: 10_000 }],
];

describe('the access decision when the account service fails', () => {
  const timeoutMs = 400;
  const configured = env.accounts.timeoutMs;
  let lines: Record<string, unknown>[];
  beforeAll(() => {
    env.accounts.timeoutMs = timeoutMs;
  });
  afterAll(() => {
    env.accounts.timeoutMs = configured;
  });
  beforeEach(async () => {
    await sandbox.reset();
    lines = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(JSON.parse(line)));
  });
  afterEach(() => vi.restoreAllMocks());

  /** The decision, and that it came within one timeout of the account service (plus room for a loaded machine). */
  async function decisionWithin(rules: Parameters<typeof pageAccessDecision>[0]) {
    const started = Date.now();
    const decision = await pageAccessDecision(rules);
    expect(Date.now() - started).toBeLessThan(timeoutMs + 1_500);
    return decision;
  }

  it.each(FAILURES)('is unavailable, not a crash or the restricted page, when the profile call fails with %s', async (_case, fault) => {
    const uid = await signIn('ana.ribeiro@example.com.br');
    await sandbox.fault({ path: `/accounts/users/${uid}`, times: 0, ...fault });
    expect(await decisionWithin(AREA_LOGADA)).toBe('unavailable');
    expect(lines).toContainEqual(expect.objectContaining({ event: 'access.unavailable', fact: 'programmeAccount' }));
  });

  it.each(FAILURES)('is unavailable, not home, for Martina on the finance page when the roles call fails with %s', async (_case, fault) => {
    const uid = await signIn('martina.gomez@example.com.ar');
    await sandbox.fault({ path: `/accounts/users/${uid}/roles`, times: 0, ...fault });
    expect(await decisionWithin(FINANZAS)).toBe('unavailable');
    expect(lines).toContainEqual(expect.objectContaining({ event: 'access.unavailable', fact: 'roles' }));
  });

  it('lets Martina in once the account service answers again', async () => {
    const uid = await signIn('martina.gomez@example.com.ar');
    await sandbox.fault({ path: `/accounts/users/${uid}/roles`, status: 503 });
    expect(await pageAccessDecision(FINANZAS)).toBe('unavailable');
    // The retry is a new request, which reads the roles again.
    expect(await pageAccessDecision(FINANZAS)).toBe('allow');
  });

  it('does not need the roles where the rules do not ask for them: a failing roles call leaves the logged-in area open', async () => {
    const uid = await signIn('ana.ribeiro@example.com.br');
    await sandbox.fault({ path: `/accounts/users/${uid}/roles`, status: 503, times: 0 });
    expect(await pageAccessDecision(AREA_LOGADA)).toBe('allow');
    // The page's role gates then see no roles (spec section 8), and the page still renders.
    expect(await (await currentViewer())!.roles()).toEqual([]);
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
    expect(await viewer!.isHeadGrower()).toBe(false);
    expect(JSON.stringify(viewer)).not.toContain(session.current!.accessToken);
  });

  it("says whether the user is their farm's head grower, from the account service", async () => {
    await signIn('john.miller@example.com');
    expect(await (await currentViewer())!.isHeadGrower()).toBe(true);
    await signIn('ryan.brooks@example.com');
    expect(await (await currentViewer())!.isHeadGrower()).toBe(false);
  });

  it('is absent for a visitor', async () => {
    session.current = null;
    expect(await currentViewer()).toBeUndefined();
  });
});
