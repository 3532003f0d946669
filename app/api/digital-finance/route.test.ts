// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { encodeEmailForAllowList } from '@/lib/access/allow-list';
import { digitalFinanceRecordsSchema } from '@/lib/finance/contract';
import { flagKeys } from '@/lib/flags/keys';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { POST } from './route';

vi.hoisted(() => {
  // Read the flags document on every evaluation, so each test sees the flags it set.
  process.env.FLAGS_REFRESH_MS = '0';
});
const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const MARTINA = 'martina.gomez@example.com.ar';
const DIEGO = 'diego.fernandez@example.com.ar';
const LUCIA = 'lucia.pereyra@example.com.ar';

async function signedInAs(email: string) {
  const tokens = await sandboxSignIn(email);
  session.current = newSession({ sub: tokens.claims()!.sub, email, accessToken: tokens.access_token });
  return session.current;
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new Request('http://localhost/api/digital-finance', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
const json = async (response: Response) => ({ status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') });

describe('POST /api/digital-finance', () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.current = null;
  });

  it('answers 401 signed out, privately', async () => {
    expect(await json(await post({}))).toMatchObject({ status: 401, body: { error: 'unauthenticated' }, cacheControl: 'private, no-store' });
  });

  it("answers Martina's records keyed by CUIT, privately, for the spec's body or none", async () => {
    const martina = await signedInAs(MARTINA);
    for (const body of [{}, { email: MARTINA, authorization: 'Bearer whatever-the-page-had' }, { email: ` ${MARTINA.toUpperCase()}` }]) {
      const answer = await json(await post(body));
      expect(answer).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
      expect(Object.keys(digitalFinanceRecordsSchema.parse(answer.body))).toEqual(['30712345671', '30708877669']);
      expect(JSON.stringify(answer.body)).not.toContain(martina.accessToken);
    }
  });

  it("answers 403 to a body naming someone else, and never reads that someone's records", async () => {
    await signedInAs(MARTINA);
    expect(await json(await post({ email: DIEGO }))).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await sandbox.requests('/finance/api/accounts/33712345670/credit-summary')).toHaveLength(0);
  });

  it('answers no records to Lucía, who has no finance accounts', async () => {
    await signedInAs(LUCIA);
    expect(await json(await post({}))).toMatchObject({ status: 200, body: {} });
  });

  it("applies the finance page's rules: the allow list, the login flag, the roles", async () => {
    await signedInAs(DIEGO);
    expect(await json(await post({}))).toMatchObject({ status: 403, body: { error: 'not_permitted' } });
    // With Diego on the list, his finance role lets him in.
    await sandbox.setFlag(flagKeys.latamAllowList, { enabled: true, allowList: [encodeEmailForAllowList(DIEGO)] });
    expect(Object.keys((await json(await post({}))).body)).toEqual(['33712345670']);
    // Without the Argentine login, nobody.
    await sandbox.setFlag(flagKeys.argentinaLogin, { enabled: false });
    expect((await post({})).status).toBe(403);
    // A grower with no finance role, on no list.
    await sandbox.setFlag(flagKeys.argentinaLogin, { enabled: true });
    await sandbox.setFlag(flagKeys.latamAllowList, { enabled: false });
    await signedInAs('john.miller@example.com');
    expect((await post({})).status).toBe(403);
  });

  it('answers 502 when the finance service fails or answers nonsense, and 502 when access cannot be checked', async () => {
    const martina = await signedInAs(MARTINA);
    await sandbox.fault({ path: '/finance/api/accounts/30712345671/credit-summary', status: 503, times: 1 });
    expect(await json(await post({}))).toMatchObject({ status: 502, body: { error: 'upstream_error' }, cacheControl: 'private, no-store' });
    await sandbox.fault({ path: '/finance/api/accounts/30708877669/debt-summary', malformed: true, times: 1 });
    expect((await post({})).status).toBe(502);
    expect((await post({})).status).toBe(200);
    await sandbox.fault({ path: `/accounts/users/${martina.sub}/roles`, status: 500, times: 1 });
    expect(await json(await post({}))).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
  });

  it('answers 504 when the finance service does not answer in time', async () => {
    await signedInAs(MARTINA);
    await sandbox.fault({ path: '/finance/api/accounts/30712345671/debt-summary', delayMs: 7_000, times: 1 });
    expect(await json(await post({}))).toMatchObject({ status: 504, body: { error: 'upstream_timeout' } });
  }, 10_000);

  it('refuses a bad body, a write from another site and a body that is not JSON', async () => {
    await signedInAs(MARTINA);
    expect(await json(await post({ email: 42 }))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect((await post({}, { origin: 'https://elsewhere.example' })).status).toBe(403);
    const form = await POST(new Request('http://localhost/api/digital-finance', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }));
    expect(form.status).toBe(415);
  });
});
