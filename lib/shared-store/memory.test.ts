import { createMemoryStore } from './memory';
import { describeSharedStore } from '@/tests/shared-store-contract';

let clock = 0;
const now = () => clock;
let store = createMemoryStore({ now });

describeSharedStore('memory', () => ({
  store: () => store,
  elapse: async (ms) => {
    clock += ms;
  },
}));

describe('the memory store', () => {
  beforeEach(() => {
    clock = 0;
    store = createMemoryStore({ now, maxKeys: 3 });
  });

  it('holds at most maxKeys: expired keys go first', async () => {
    await store.remember('short', 10);
    await store.remember('long-1', 1_000);
    await store.remember('long-2', 1_000);
    clock = 20;
    await store.remember('new', 1_000);
    expect(await store.has('long-1')).toBe(true);
    expect(await store.has('long-2')).toBe(true);
    expect(await store.has('new')).toBe(true);
  });

  it('then the oldest', async () => {
    await store.remember('first', 1_000);
    await store.remember('second', 1_000);
    await store.remember('third', 1_000);
    await store.hit('fourth', 1_000);
    expect(await store.has('first')).toBe(false);
    expect(await store.has('second')).toBe(true);
    expect(await store.has('fourth')).toBe(true);
  });

  it('holds at most maxValueBytes of values: expired ones go first, then the oldest', async () => {
    store = createMemoryStore({ now, maxValueBytes: 10 });
    await store.put('short', 'aaaa', 10);
    await store.put('long-1', 'bbbb', 1_000);
    clock = 20;
    await store.put('long-2', 'cccc', 1_000);
    expect(await store.get('long-1')).toBe('bbbb');
    expect(await store.get('long-2')).toBe('cccc');
    await store.put('long-3', 'dddd', 1_000);
    expect(await store.get('long-1')).toBeNull();
    expect(await store.get('long-2')).toBe('cccc');
    expect(await store.get('long-3')).toBe('dddd');
    // A replaced value frees its own bytes.
    await store.put('long-3', 'eeeee', 1_000);
    expect(await store.get('long-2')).toBe('cccc');
  });

  it('does not count a full store against a key it already holds', async () => {
    for (const k of ['a', 'b', 'c']) await store.hit(k, 1_000);
    expect((await store.hit('a', 1_000)).count).toBe(2);
    expect(await store.has('b')).toBe(true);
    expect(await store.has('c')).toBe(true);
  });
});
