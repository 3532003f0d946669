// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { connectFieldData, fieldDataAuthorization, isFieldDataConnected } from '@/lib/field-data/connection';
import { dashboardAnswerSchema } from '@/lib/upstreams/field-view/contract';
import { sandbox } from '@/tests/sandbox-control';
import { POST as connect, DELETE as disconnect } from './connection/route';
import { POST as dashboard } from './dashboard/route';
import { POST as sync } from './dashboard-sync/route';
import { POST as userInfo } from './user-info/route';

vi.hoisted(() => {
  // A slow partner gives up quickly here.
  process.env.FIELD_VIEW_TIMEOUT_MS = '300';
});
const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const MARTINA = { sub: 'sbx-ar-0001', email: 'martina.gomez@example.com.ar' };
const LUCIA = { sub: 'sbx-ar-0003', email: 'lucia.pereyra@example.com.ar' };
const DIEGO = { sub: 'sbx-ar-0002', email: 'diego.fernandez@example.com.ar' };

const signIn = (user: { sub: string; email?: string }) => {
  session.current = newSession({ ...user, accessToken: 'provider-access-token' });
};

type Handler = (request: Request) => Promise<Response>;
const call = async (handler: Handler, body: unknown, { method = 'POST', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) => {
  const response = await handler(
    new Request('http://localhost/api/partners/field-view/x', { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
};

const years = { years: [2026, 2025] };

describe('the field-view partner routes', () => {
  beforeEach(async () => {
    await sandbox.reset();
    for (const user of [MARTINA, LUCIA, DIEGO]) {
      signIn(user);
      await call(disconnect, {}, { method: 'DELETE' });
    }
    session.current = null;
  });

  it.each<[string, Handler, unknown]>([
    ['dashboard-sync', sync, years],
    ['dashboard', dashboard, years],
    ['user-info', userInfo, {}],
    ['connection', connect, {}],
  ])('%s answers 401 signed out, privately', async (_, handler, body) => {
    expect(await call(handler, body)).toMatchObject({ status: 401, body: { error: 'unauthenticated' }, cacheControl: 'private, no-store' });
  });

  it.each<[string, Handler, unknown]>([
    ['dashboard-sync', sync, years],
    ['dashboard', dashboard, years],
    ['user-info', userInfo, {}],
  ])('%s answers 409 to a user who has not connected, and never calls the partner', async (_, handler, body) => {
    signIn(MARTINA);
    expect(await call(handler, body)).toMatchObject({ status: 409, body: { error: 'field_data_not_connected' } });
    expect(await sandbox.requests('/field-view/api/dashboard-sync')).toHaveLength(0);
  });

  it('connects the signed-in user, keeping the authorization on the server only', async () => {
    signIn(MARTINA);
    const connected = await call(connect, {});
    expect(connected).toMatchObject({ status: 200, body: { connected: true }, cacheControl: 'private, no-store' });
    expect(await isFieldDataConnected(MARTINA.sub)).toBe(true);
    const authorization = await fieldDataAuthorization(MARTINA.sub);
    expect(JSON.stringify(connected.body)).not.toContain(authorization);
    // Someone else is not connected by it.
    expect(await isFieldDataConnected(LUCIA.sub)).toBe(false);
    expect(await call(disconnect, {}, { method: 'DELETE' })).toMatchObject({ status: 200, body: { connected: false } });
    expect(await isFieldDataConnected(MARTINA.sub)).toBe(false);
  });

  it("syncs and reads the session's user's fields with their own authorization", async () => {
    signIn(MARTINA);
    await call(connect, {});
    expect((await call(sync, years)).body).toEqual({ status: 'SYNCING' });
    expect((await call(sync, years)).body).toEqual({ status: 'SYNCING' });
    expect((await call(sync, years)).body).toEqual({ status: 'COMPLETED' });
    const answer = await call(dashboard, years);
    expect(answer).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
    const { data, lastSyncedAt } = dashboardAnswerSchema.parse(answer.body);
    expect(data.map((field) => field.properties.name)).toContain('Lote 1 - La Esperanza');
    expect(data[0]!.harvestContents['2026']).toEqual({ cropName: 'Corn', totalHarvestedArea: 120, totalWetMass: 1_224_000 });
    expect(lastSyncedAt).not.toBeNull();
    expect((await call(userInfo, {})).body).toEqual({ user_id: expect.stringMatching(/^fv-/) });
  });

  it("answers Lucía's EMPTY account, and Diego's sync that never completes", async () => {
    signIn(LUCIA);
    await call(connect, {});
    expect((await call(sync, years)).body).toEqual({ status: 'EMPTY' });
    expect((await call(dashboard, years)).body).toEqual({ data: [], lastSyncedAt: null });
    signIn(DIEGO);
    await call(connect, {});
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await call(sync, years)).body.status);
    expect(statuses).not.toContain('COMPLETED');
  });

  it('refuses an authorization from the browser and bad years, before calling the partner', async () => {
    signIn(MARTINA);
    await connectFieldData(MARTINA.sub, 'sandbox-fv.bWFydGluYS5nb21lekBleGFtcGxlLmNvbS5hcg');
    for (const body of [{ years: [2026], 'x-partner-authorization': 'sandbox-fv.someone-else' }, { years: [] }, { years: ['2026'] }, { years: [2026.5] }, {}]) {
      expect((await call(dashboard, body)).status).toBe(400);
      expect((await call(sync, body)).status).toBe(400);
    }
    expect(await sandbox.requests('/field-view/api/dashboard')).toHaveLength(0);
    expect(await sandbox.requests('/field-view/api/dashboard-sync')).toHaveLength(0);
  });

  it('refuses writes that are not JSON or come from another site', async () => {
    signIn(MARTINA);
    expect((await call(connect, {}, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await call(dashboard, years, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(await isFieldDataConnected(MARTINA.sub)).toBe(false);
  });

  it("answers the spec's messages with 502 when the partner fails or answers nonsense, never a 500", async () => {
    signIn(MARTINA);
    await call(connect, {});
    await sandbox.fault({ path: '/field-view/api/dashboard', status: 500, times: 1 });
    expect(await call(dashboard, years)).toMatchObject({ status: 502, body: { message: 'Failed to fetch field view data' }, cacheControl: 'private, no-store' });
    await sandbox.fault({ path: '/field-view/api/dashboard-sync', malformed: true, times: 1 });
    expect(await call(sync, years)).toMatchObject({ status: 502, body: { message: 'Failed to fetch field view data' } });
    await sandbox.fault({ path: '/field-view/api/user-info', status: 404, times: 1 });
    expect(await call(userInfo, {})).toMatchObject({ status: 502, body: { message: 'Something went wrong' } });
  });

  it('keeps nothing when the partner fails to link or to say whose the account is', async () => {
    signIn(MARTINA);
    await sandbox.fault({ path: '/field-view/api/user-info', status: 503, times: 1 });
    expect((await call(connect, {})).status).toBe(502);
    expect(await isFieldDataConnected(MARTINA.sub)).toBe(false);
    await sandbox.fault({ path: '/field-view/api/accounts/link', delayMs: 2_000, times: 1 });
    expect((await call(connect, {})).status).toBe(504);
    expect(await isFieldDataConnected(MARTINA.sub)).toBe(false);
  });

  it('answers 403 to a session without an e-mail to link by', async () => {
    signIn({ sub: 'sbx-no-email' });
    expect(await call(connect, {})).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });
});
