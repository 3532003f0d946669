// @vitest-environment node
import { createLocalCopies, sizeOf, tagsOf } from './local-copies.mjs';

const page = (html: string, tags = '') => ({ kind: 'APP_PAGE', html, rscData: Buffer.alloc(0), headers: { 'x-next-cache-tags': tags } });
const entry = (value: ReturnType<typeof page> | null, tags: string[] = []) => ({ value, lastModified: 1, tags });

describe("an instance's own copies of the shared cache", () => {
  it('reads the tags Next passes and those a render carries in its header, once each', () => {
    expect(tagsOf(page('', '_N_T_/pt-BR,cms:pt-BR'), ['cms:pt-BR', 'cms'])).toEqual(['cms:pt-BR', 'cms', '_N_T_/pt-BR']);
    expect(tagsOf({ kind: 'FETCH', data: {} }, undefined)).toEqual([]);
    expect(tagsOf(null, ['a'])).toEqual(['a']);
  });

  it('measures markup, flight data, segments and data', () => {
    expect(sizeOf('k', { kind: 'APP_PAGE', html: 'abcd', rscData: Buffer.from('xy'), segmentData: new Map([['/s', Buffer.from('123')]]) })).toBe(1 + 4 + 2 + 2 + 3);
    expect(sizeOf('k', { kind: 'APP_ROUTE', body: Buffer.from('12345') })).toBe(6);
    expect(sizeOf('k', { kind: 'FETCH', data: { a: 1 } })).toBe(1 + JSON.stringify({ a: 1 }).length);
    expect(sizeOf('key', null)).toBe(28);
  });

  it('keeps at most its bytes, forgetting the least recently used first', () => {
    const copies = createLocalCopies(30);
    copies.set('a', entry(page('a'.repeat(9)))); // 10 bytes with its key
    copies.set('b', entry(page('b'.repeat(9))));
    copies.set('c', entry(page('c'.repeat(9))));
    expect(copies.bytes).toBe(30);
    copies.get('a'); // now b is the least recently used
    copies.set('d', entry(page('d'.repeat(9))));
    expect(copies.get('b')).toBeNull();
    expect([copies.get('a'), copies.get('c'), copies.get('d')].every(Boolean)).toBe(true);
    expect(copies.count).toBe(3);
  });

  it('keeps nothing larger than all its room, and nothing with no room', () => {
    const copies = createLocalCopies(10);
    copies.set('big', entry(page('x'.repeat(20))));
    expect(copies.get('big')).toBeNull();
    const none = createLocalCopies(0);
    none.set('a', entry(page('a')));
    expect(none.count).toBe(0);
  });

  it('replaces a copy without counting it twice', () => {
    const copies = createLocalCopies(100);
    copies.set('a', entry(page('old')));
    copies.set('a', entry(page('newer')));
    expect(copies.bytes).toBe(6);
    expect(copies.get('a')?.value).toMatchObject({ html: 'newer' });
    copies.delete('a');
    expect(copies.bytes).toBe(0);
  });

  it('forgets every copy tagged with a revalidated tag, and only those', () => {
    const copies = createLocalCopies(1_000);
    copies.set('home', entry(page('h'), ['_N_T_/pt-BR', 'cms:list:pt-BR']));
    copies.set('campaigns', entry(page('c'), ['cms:page:pt-BR:/campanhas']));
    copies.set('en', entry(page('e'), ['cms:list:en-US']));
    copies.dropTagged(['cms:list:pt-BR', 'cms:page:pt-BR:/campanhas']);
    expect(copies.get('home')).toBeNull();
    expect(copies.get('campaigns')).toBeNull();
    expect(copies.get('en')).not.toBeNull();
  });
});
