import { MAX_VALUE_BYTES, type SharedStore } from '@/lib/shared-store/store';

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

    it('keeps a value until it expires', async () => {
      const [k, other] = [key('value'), key('value')];
      expect(await store().get(k)).toBeNull();
      expect(await store().put(k, '{"title":"Ferrugem-asiática"}', 100)).toBe(true);
      expect(await store().get(k)).toBe('{"title":"Ferrugem-asiática"}');
      expect(await store().has(k)).toBe(true);
      expect(await store().get(other)).toBeNull();
      await elapse(150);
      expect(await store().get(k)).toBeNull();
    });

    it('replaces a value, with a new expiry', async () => {
      const k = key('replace');
      await store().put(k, 'first', 100);
      expect(await store().put(k, 'second', 60_000)).toBe(true);
      await elapse(150);
      expect(await store().get(k)).toBe('second');
    });

    it('writes with ifAbsent only where nothing is held: the first writer wins', async () => {
      const k = key('absent');
      const written = await Promise.all([store().put(k, 'a', 100, { ifAbsent: true }), store().put(k, 'b', 100, { ifAbsent: true })]);
      expect(written.filter(Boolean)).toHaveLength(1);
      expect(await store().get(k)).toBe(written[0] ? 'a' : 'b');
      expect(await store().put(k, 'c', 100, { ifAbsent: true })).toBe(false);
      await elapse(150);
      expect(await store().put(k, 'd', 100, { ifAbsent: true })).toBe(true);
      expect(await store().get(k)).toBe('d');
    });

    it(`takes values up to ${MAX_VALUE_BYTES} bytes of UTF-8 and refuses larger ones`, async () => {
      const k = key('size');
      expect(await store().put(k, 'x'.repeat(MAX_VALUE_BYTES), 60_000)).toBe(true);
      expect((await store().get(k))?.length).toBe(MAX_VALUE_BYTES);
      await expect(store().put(k, 'x'.repeat(MAX_VALUE_BYTES + 1), 60_000)).rejects.toThrow(RangeError);
      // Two bytes each: half as many characters are too many.
      await expect(store().put(k, 'ã'.repeat(MAX_VALUE_BYTES / 2 + 1), 60_000)).rejects.toThrow(RangeError);
      expect((await store().get(k))?.length).toBe(MAX_VALUE_BYTES);
    });

    it('refuses a value without a positive ttl', async () => {
      await expect(store().put(key('ttl'), 'v', 0)).rejects.toThrow(RangeError);
      await expect(store().put(key('ttl'), 'v', Number.NaN)).rejects.toThrow(RangeError);
    });
  });
}
