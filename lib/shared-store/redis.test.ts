// @vitest-environment node
import { createClient } from 'redis';
import { startTestRedis, type TestRedis } from '@/tests/redis-server';
import { createRedisStore } from './redis';
import { describeSharedStore } from '@/tests/shared-store-contract';

let redis: TestRedis;
let store: ReturnType<typeof createRedisStore>;

beforeAll(async () => {
  redis = await startTestRedis();
  store = createRedisStore({ url: redis.url, keyPrefix: 'test:' });
});
afterAll(async () => {
  await store?.close();
  await redis?.stop();
});

describeSharedStore('redis', () => ({
  store: () => store,
  // Redis keeps real time: wait it out.
  elapse: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));

describe('the redis store', () => {
  it('keeps its keys under its prefix, with an expiry', async () => {
    await store.remember('session:abc', 60_000);
    const raw = createClient({ url: redis.url });
    await raw.connect();
    try {
      expect(await raw.exists('test:session:abc')).toBe(1);
      expect(await raw.pTTL('test:session:abc')).toBeGreaterThan(0);
      expect(await raw.exists('session:abc')).toBe(0);
      await store.put('assistant:prompt:p1', '{"id":"p1"}', 60_000, { ifAbsent: true });
      expect(await raw.get('test:assistant:prompt:p1')).toBe('{"id":"p1"}');
      expect(await raw.pTTL('test:assistant:prompt:p1')).toBeGreaterThan(59_000);
    } finally {
      await raw.quit();
    }
  });

  it('fails at once, not after a queue, when Redis cannot be reached', async () => {
    const down = createRedisStore({ url: 'redis://127.0.0.1:1', keyPrefix: 'test:', connectTimeoutMs: 500 });
    await expect(down.hit('k', 1_000)).rejects.toThrow();
    await down.close();
  });
});
