// @vitest-environment node
import { startTestRedis, type TestRedis } from '@/tests/redis-server';
import { cacheKeyPrefix, createRedisHealth, createSharedCache, databaseOf, reconnectDelay } from './shared-cache-handler.mjs';

type Line = { level: string; event: string; [field: string]: unknown };

describe('the shared cache settings', () => {
  it('reads the database a Redis URL names', () => {
    expect(databaseOf('redis://127.0.0.1:6379')).toBe(0);
    expect(databaseOf('redis://127.0.0.1:6379/')).toBe(0);
    expect(databaseOf('rediss://user:pw@cache.example:6380/3')).toBe(3);
  });

  it("keys each build's cache apart, under the site's prefix", () => {
    expect(cacheKeyPrefix(undefined, 'b1')).toBe('terralis:next-cache:b1:');
    expect(cacheKeyPrefix('', 'b1')).toBe('terralis:next-cache:b1:');
    expect(cacheKeyPrefix('shop:', 'b2')).toBe('shop:next-cache:b2:');
  });

  it('tries to reconnect soon, and at least every 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
  });
});

describe('the log of Redis outages', () => {
  it('says once that an outage started and once that it ended, with its length', () => {
    const lines: Line[] = [];
    let now = 1_000;
    const health = createRedisHealth({ log: (line) => void lines.push(line), now: () => now });
    health.up();
    health.up();
    health.down('Socket closed unexpectedly');
    now = 4_000;
    health.down('connect ECONNREFUSED');
    health.down('connection lost');
    expect(health.isDown).toBe(true);
    now = 9_500;
    health.up();
    health.up();
    expect(health.isDown).toBe(false);
    expect(lines.map(({ event }) => event)).toEqual(['cache.redis_connected', 'cache.redis_unavailable', 'cache.redis_recovered']);
    expect(lines[1]).toMatchObject({ level: 'warn', reason: 'Socket closed unexpectedly' });
    expect(lines[2]).toMatchObject({ level: 'info', downForMs: 8_500 });
  });

  it('counts a Redis that is down from the start as an outage', () => {
    const lines: Line[] = [];
    const health = createRedisHealth({ log: (line) => void lines.push(line) });
    health.down('connect ECONNREFUSED');
    health.up();
    expect(lines.map(({ event }) => event)).toEqual(['cache.redis_unavailable', 'cache.redis_recovered']);
  });
});

/** A page render as Next hands it to the cache handler (Buffers and a Map included). */
const pageRender = (html: string, status = 200) => ({
  kind: 'APP_PAGE',
  status,
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/pt-BR/campanhas,cms:page:pt-BR:/campanhas' },
  postponed: undefined,
});
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const writeContext = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31_536_000 } };
const KEY = '/route-cache/APP_PAGE/x/$/pt-BR/campanhas';
// Each instance remembers a miss for a moment (the package's in-memory read cache): a key another test read is not reused.
const OTHER_KEY = '/route-cache/APP_PAGE/y/$/pt-BR/campanhas';

async function until(condition: () => Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

describe('two instances sharing one Redis', () => {
  let redis: TestRedis;
  const lines: { a: Line[]; b: Line[] } = { a: [], b: [] };
  let a: ReturnType<typeof createSharedCache>;
  let b: ReturnType<typeof createSharedCache>;
  const prefix = `test:next-cache:${Date.now()}:`;

  beforeAll(async () => {
    redis = await startTestRedis();
    const instance = (log: Line[]) => createSharedCache({ redisUrl: redis.url, keyPrefix: prefix, maxMemoryBytes: 10_000_000, log: (line) => void log.push(line) });
    a = instance(lines.a);
    b = instance(lines.b);
    await until(async () => (await a.get('warm-up', pageContext)) === null && !a.health.isDown && lines.a.length > 0);
    await until(async () => (await b.get('warm-up', pageContext)) === null && lines.b.length > 0);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('serves on one what the other rendered, Buffers and Maps intact', async () => {
    await a.set(KEY, pageRender('<p>v1</p>'), writeContext);
    const entry = (await b.get(KEY, pageContext)) as { value: ReturnType<typeof pageRender> } | null;
    expect(entry?.value.html).toBe('<p>v1</p>');
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
    expect(entry?.value.rscData.toString()).toBe('rsc:<p>v1</p>');
    expect(entry?.value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });

  it('never keeps a 404 render', async () => {
    await a.set('/route-cache/APP_PAGE/x/$/pt-BR/nothing', pageRender('<p>not found</p>', 404), writeContext);
    expect(await b.get('/route-cache/APP_PAGE/x/$/pt-BR/nothing', pageContext)).toBeNull();
    expect(a.local.get('/route-cache/APP_PAGE/x/$/pt-BR/nothing')).toBeNull();
  });

  it('stops serving a page on every instance within 2 s of a revalidation on one', async () => {
    await a.set(KEY, pageRender('<p>v1</p>'), writeContext);
    expect(await b.get(KEY, pageContext)).not.toBeNull();
    const started = Date.now();
    await a.revalidateTag(['cms:page:pt-BR:/campanhas']);
    await until(async () => (await b.get(KEY, pageContext)) === null, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await a.get(KEY, pageContext)).toBeNull();
  });

  it('goes on serving its own copies while Redis is down, logs that once, and catches up when it is back', async () => {
    await a.set(OTHER_KEY, pageRender('<p>v2</p>'), writeContext);
    expect(((await b.get(OTHER_KEY, pageContext)) as { value: { html: string } }).value.html).toBe('<p>v2</p>');
    const before = lines.b.length;

    await redis.pause();
    await until(async () => b.health.isDown && a.health.isDown);
    for (let read = 0; read < 5; read++) {
      expect(((await b.get(OTHER_KEY, pageContext)) as { value: { html: string } } | null)?.value.html).toBe('<p>v2</p>');
    }
    // A write and a revalidation meanwhile neither fail nor wait.
    await a.set('/route-cache/APP_PAGE/x/$/pt-BR/other', pageRender('<p>other</p>'), writeContext);
    await a.revalidateTag(['cms:page:pt-BR:/campanhas']);
    expect(lines.b.slice(before).map(({ event }) => event)).toEqual(['cache.redis_unavailable']);

    await redis.resume();
    // Back: the revalidation made during the outage reaches Redis, so the other instance stops serving v2.
    await until(async () => (await b.get(OTHER_KEY, pageContext)) === null, 8_000);
    expect(lines.b.slice(before).map(({ event }) => event)).toEqual(['cache.redis_unavailable', 'cache.redis_recovered']);
  });
});

describe('a Redis without keyspace events (as a managed Redis may be)', () => {
  it('is shared all the same', async () => {
    const redis = await startTestRedis({ keyspaceEvents: false });
    const lines: Line[] = [];
    const instance = () => createSharedCache({ redisUrl: redis.url, keyPrefix: 'test:', maxMemoryBytes: 1_000_000, log: (line) => void lines.push(line), startTimeoutMs: 2_000 });
    const [one, other] = [instance(), instance()];
    try {
      await until(async () => lines.filter(({ event }) => event === 'cache.redis_connected').length === 2);
      await one.set(KEY, pageRender('<p>shared</p>'), writeContext);
      expect(((await other.get(KEY, pageContext)) as { value: { html: string } } | null)?.value.html).toBe('<p>shared</p>');
      await other.revalidateTag('cms:page:pt-BR:/campanhas');
      await until(async () => (await one.get(KEY, pageContext)) === null, 2_000);
      expect(lines.map(({ event }) => event)).toEqual(['cache.redis_connected', 'cache.redis_connected']);
    } finally {
      await Promise.all([one.close(), other.close()]);
      await redis.stop();
    }
  });
});
