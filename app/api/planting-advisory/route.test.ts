// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { advisoryAnswerSchema, type SavedAdvisory } from '@/lib/planting-advisory/contract';
import { sharedStore } from '@/lib/shared-store';
import { sandbox } from '@/tests/sandbox-control';
import { DELETE, GET, PUT } from './route';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));
// The field-data connection is another feature's; here only what it answers matters.
const connection = vi.hoisted(() => ({ connected: new Set<string>() }));
vi.mock('@/lib/field-data/connection', () => ({ isFieldDataConnected: async (uid: string) => connection.connected.has(uid) }));

let users = 0;
/** A new user each time, so saved advisories of one test never show in another. */
function signedInAs(email: string) {
  users += 1;
  session.current = newSession({ sub: `route-test-${users}`, email, accessToken: 'token' });
  return session.current;
}

const today = () => new Date().toISOString().slice(0, 10);
const advisory = (overrides: Partial<SavedAdvisory> = {}): SavedAdvisory => ({
  farm: 'La Esperanza',
  field: 'Lote 7',
  date: today(),
  climaticYear: 'La Niña',
  waterInGround: 50,
  amount: 8.5,
  ...overrides,
});
const put = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  PUT(new Request('http://localhost/api/planting-advisory', { method: 'PUT', headers, body: JSON.stringify(body) }));
const json = async (response: Response) => ({ status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') });

describe('/api/planting-advisory', () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.current = null;
    connection.connected.clear();
  });

  it('answers 401 signed out to both methods, privately', async () => {
    expect(await json(await GET())).toMatchObject({ status: 401, body: { error: 'unauthenticated' }, cacheControl: 'private, no-store' });
    expect(await json(await put(advisory()))).toMatchObject({ status: 401 });
  });

  it("answers the session user's farms, connection and nothing saved yet", async () => {
    const martina = signedInAs('martina.gomez@example.com.ar');
    connection.connected.add(martina.sub);
    const answer = await json(await GET());
    expect(answer).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
    const body = advisoryAnswerSchema.parse(answer.body);
    expect(body).toMatchObject({ connected: true, saved: null });
    // The sandbox's farms for Martina (lib/upstreams/farms/sandbox/farms.ts).
    expect(body.farms.map((farm) => farm.name)).toEqual(['La Esperanza', 'Don Aurelio']);
  });

  it('answers the preview farms to a user the farms service does not know, not connected', async () => {
    signedInAs('someone.new@example.com');
    const body = advisoryAnswerSchema.parse((await json(await GET())).body);
    expect(body).toMatchObject({ connected: false, saved: null });
    expect(body.farms.map((farm) => farm.name)).toEqual(['Fazenda Modelo', 'Estancia Demostración', 'Sítio Novo']);
  });

  it('keeps a saved advisory per user', async () => {
    signedInAs('martina.gomez@example.com.ar');
    expect(await json(await put(advisory()))).toMatchObject({ status: 200, body: advisory(), cacheControl: 'private, no-store' });
    expect((await json(await GET())).body.saved).toEqual(advisory());
    signedInAs('martina.gomez@example.com.ar');
    expect((await json(await GET())).body.saved).toBeNull();
  });

  it('forgets the saved advisory on DELETE', async () => {
    signedInAs('martina.gomez@example.com.ar');
    await put(advisory());
    const forget = await DELETE(new Request('http://localhost/api/planting-advisory', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(await json(forget)).toMatchObject({ status: 200, body: { saved: null }, cacheControl: 'private, no-store' });
    expect((await json(await GET())).body.saved).toBeNull();
  });

  it.each([
    ['an amount above 15', { amount: 15.1 }],
    ['a negative amount', { amount: -1 }],
    ['a water level not offered', { waterInGround: 40 }],
    ['a climatic year not offered', { climaticYear: 'Seco' }],
    ['a date not in yyyy-MM-dd', { date: '28/11/2026' }],
  ])('answers 400 to %s', async (_, overrides) => {
    signedInAs('martina.gomez@example.com.ar');
    expect((await put({ ...advisory(), ...overrides })).status).toBe(400);
  });

  it('answers 422 to a sowing date in the past', async () => {
    signedInAs('martina.gomez@example.com.ar');
    expect(await json(await put(advisory({ date: '2020-01-01' })))).toMatchObject({ status: 422, body: { error: 'date_in_past' } });
  });

  it.each([
    ['a farm that is not hers', { farm: 'Fazenda Modelo' }],
    ['a field of another of her farms', { farm: 'Don Aurelio', field: 'Lote 7' }],
  ])('answers 422 to %s, saving nothing', async (_, overrides) => {
    signedInAs('martina.gomez@example.com.ar');
    expect(await json(await put(advisory(overrides)))).toMatchObject({ status: 422, body: { error: 'unknown_field' } });
    expect((await json(await GET())).body.saved).toBeNull();
  });

  it('answers 502 to a save when the farms service fails, saving nothing', async () => {
    signedInAs('martina.gomez@example.com.ar');
    await sandbox.fault({ path: `/farms/preview-farms/${encodeURIComponent(Buffer.from('martina.gomez@example.com.ar').toString('base64'))}`, status: 503 });
    expect((await put(advisory())).status).toBe(502);
    expect((await json(await GET())).body.saved).toBeNull();
  });

  it('reads an unreadable saved record as nothing saved', async () => {
    const martina = signedInAs('martina.gomez@example.com.ar');
    await sharedStore().put(`planting-advisory:saved:${martina.sub}`, '{not json', 60_000);
    expect(await json(await GET())).toMatchObject({ status: 200, body: { saved: null } });
  });

  it('refuses a body that is not JSON', async () => {
    signedInAs('martina.gomez@example.com.ar');
    expect((await put(advisory(), { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('answers 502 when the farms service fails, never 500', async () => {
    signedInAs('someone.new@example.com');
    await sandbox.fault({ path: '/farms/preview-farms/default', status: 503 });
    expect(await json(await GET())).toMatchObject({ status: 502, cacheControl: 'private, no-store' });
  });
});
