// @vitest-environment node
import { NextRequest } from 'next/server';
import { newSession, sealSession } from '@/lib/auth/session';
import type { SharedStore } from '@/lib/shared-store';
import { createMemoryStore } from '@/lib/shared-store/memory';
import { createRedisStore } from '@/lib/shared-store/redis';
import { startTestRedis, type TestRedis } from '@/tests/redis-server';
import { GET as accountUser } from '../../account/user/route';
import { POST as logout } from './route';

/**
 * A session cookie copied before a logout, replayed after it: refused, by this instance and by
 * any other sharing the store. The routes run as in the server, reading the request's cookies.
 */

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', async (original) => ({
  ...(await original<object>()),
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined) }),
}));

/** The shared store each "instance" uses; the real one (memory, as in `npm start`) unless a test picks another. */
const shared = vi.hoisted(() => ({ store: undefined as SharedStore | undefined }));
vi.mock('@/lib/shared-store', async (original) => {
  const actual = await original<typeof import('@/lib/shared-store')>();
  return { ...actual, sharedStore: () => shared.store ?? actual.sharedStore() };
});

const sessionCookie = async (uid: string) => sealSession(newSession({ sub: uid, email: `${uid}@example.com`, accessToken: `token-of-${uid}` }));

/** GET /api/account/user with this cookie, as the browser (or whoever copied it) sends it. */
async function userStatus(cookie: string) {
  jar.set('terralis_session', cookie);
  return (await accountUser()).status;
}

const logOut = (cookie: string) =>
  logout(new NextRequest('http://127.0.0.1:3000/api/auth/logout', { method: 'POST', headers: { host: '127.0.0.1:3000', cookie: `terralis_session=${cookie}` } }));

let logLines: Record<string, unknown>[];
beforeEach(() => {
  jar.clear();
  shared.store = undefined;
  logLines = [];
  for (const level of ['warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void logLines.push(JSON.parse(line)));
});
afterEach(() => vi.restoreAllMocks());

describe('a logged-out session cookie', () => {
  it('is refused when replayed, while other sessions of the same user go on', async () => {
    const copied = await sessionCookie('sbx-br-0001');
    const otherDevice = await sessionCookie('sbx-br-0001');
    expect(await userStatus(copied)).toBe(200);

    const response = await logOut(copied);
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/terralis_session=;/);

    expect(await userStatus(copied)).toBe(401);
    expect(await userStatus(otherDevice)).toBe(200);
  });

  it('makes no difference to a logout without a session or with a cookie that is not ours', async () => {
    expect((await logout(new NextRequest('http://127.0.0.1:3000/api/auth/logout', { method: 'POST' }))).status).toBe(303);
    expect((await logOut('not-a-sealed-value')).status).toBe(303);
  });
});

describe('a logged-out session cookie with the Redis store (REDIS_URL)', () => {
  let redis: TestRedis;
  const stores: ReturnType<typeof createRedisStore>[] = [];
  const instance = () => {
    const store = createRedisStore({ url: redis.url, keyPrefix: 'revocation-test:' });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis?.stop();
  });

  it('is refused by every instance sharing the Redis, not only the one that logged it out', async () => {
    const [first, second] = [instance(), instance()];
    const copied = await sessionCookie('sbx-ar-0001');
    shared.store = first;
    expect(await userStatus(copied)).toBe(200);
    await logOut(copied);
    shared.store = second;
    expect(await userStatus(copied)).toBe(401);
  });
});

describe('sessions while the shared store cannot be reached', () => {
  beforeEach(() => {
    shared.store = createRedisStore({ url: 'redis://127.0.0.1:1', keyPrefix: 'down:', connectTimeoutMs: 300 });
  });
  afterEach(async () => (shared.store as ReturnType<typeof createRedisStore>).close());

  it('stay open (fail open), and each unchecked one is logged', async () => {
    expect(await userStatus(await sessionCookie('sbx-br-0002'))).toBe(200);
    expect(logLines).toContainEqual(expect.objectContaining({ level: 'warn', event: 'auth.revocation_unchecked' }));
  });

  it('still log out of the browser, and say the revocation was not recorded', async () => {
    const response = await logOut(await sessionCookie('sbx-br-0002'));
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/terralis_session=;/);
    expect(logLines).toContainEqual(expect.objectContaining({ level: 'error', event: 'auth.revocation_unrecorded' }));
  });
});

describe('the revocation record', () => {
  it('lasts as long as the cookie it guards could be presented, then is forgotten', async () => {
    let now = 0;
    shared.store = createMemoryStore({ now: () => now });
    const session = newSession({ sub: 'sbx-us-0001', accessToken: 'token-of-sbx-us-0001' });
    await logOut(await sealSession(session));
    const record = `revoked-session:${session.sid}`;
    now += 8 * 3600 * 1000 - 1;
    expect(await shared.store.has(record)).toBe(true);
    // Past the session's 8 h the sealed cookie is refused by its own expiry: the record would only take room.
    now += 2;
    expect(await shared.store.has(record)).toBe(false);
  });
});
