import type { SharedStore } from '@/lib/shared-store/store';

/**
 * What every shared store promises, run against each implementation. `elapse(ms)` lets that much
 * time pass for the store (a fake clock for memory, a real wait for Redis).
 */
export function describeSharedStore(name: string, setup: () => { store: () => SharedStore; elapse: (ms: number) => Promise<void> }) {
  describe(`${name}: the shared store contract`, () => {
    const { store, elapse } = setup();
    let n = 0;
    // Keys of their own per test: a Redis outlives each test.
    const key = (label: string) => `${label}:${++n}:${Math.random().toString(36).slice(2)}`;

    it('counts hits per key within a window', async () => {
      const [a, b] = [key('a'), key('b')];
      expect((await store().hit(a, 60_000)).count).toBe(1);
      expect((await store().hit(a, 60_000)).count).toBe(2);
      expect((await store().hit(b, 60_000)).count).toBe(1);
      const third = await store().hit(a, 60_000);
      expect(third.count).toBe(3);
      expect(third.resetInMs).toBeGreaterThan(0);
      expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    });

    it('tells the count of a window without counting', async () => {
      const k = key('peek');
      expect(await store().peek(k)).toBeNull();
      await store().hit(k, 60_000);
      await store().hit(k, 60_000);
      const peeked = await store().peek(k);
      expect(peeked?.count).toBe(2);
      expect(peeked?.resetInMs).toBeGreaterThan(0);
      expect((await store().peek(k))?.count).toBe(2);
    });

    it('starts counting again once the window is over', async () => {
      const k = key('window');
      await store().hit(k, 100);
      await store().hit(k, 100);
      await elapse(150);
      expect(await store().peek(k)).toBeNull();
      expect((await store().hit(k, 100)).count).toBe(1);
    });

    it('remembers a key until it expires', async () => {
      const k = key('remember');
      expect(await store().has(k)).toBe(false);
      await store().remember(k, 100);
      expect(await store().has(k)).toBe(true);
      await elapse(150);
      expect(await store().has(k)).toBe(false);
    });
  });
}
