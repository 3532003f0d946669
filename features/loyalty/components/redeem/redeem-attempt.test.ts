import { idempotencyKeySchema } from '@/lib/loyalty/contract';
import { attemptFor, attemptStorageKey, forgetAttempt, newIdempotencyKey, readAttempt } from './redeem-attempt';

const KEY = attemptStorageKey('sbx-br-0001');
const request = { kind: 'loyalty-rewards', amount: 1_500, recipient: 'group' } as const;

describe('the redemption attempt kept in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('makes keys the route accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('keeps one key per attempt: the same request reuses it, also read back after a reload (nothing in memory)', () => {
    const first = attemptFor(KEY, request, null);
    expect(attemptFor(KEY, { ...request }, first).idempotencyKey).toBe(first.idempotencyKey);
    expect(attemptFor(KEY, { ...request }, null).idempotencyKey).toBe(first.idempotencyKey);
    expect(readAttempt(KEY)).toEqual(first);
  });

  it('gives another request a new key, kept in the old one\'s place', () => {
    const first = attemptFor(KEY, request, null);
    const changed = attemptFor(KEY, { ...request, amount: 1_501 }, first);
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(readAttempt(KEY)).toEqual(changed);
    // A note is part of the request: adding one is another attempt.
    expect(attemptFor(KEY, { ...request, amount: 1_501, note: 'Na sede' }, changed).idempotencyKey).not.toBe(changed.idempotencyKey);
  });

  it('keeps each member\'s attempt apart', () => {
    attemptFor(KEY, request, null);
    expect(readAttempt(attemptStorageKey('sbx-br-0005'))).toBeNull();
  });

  it('forgets the attempt once the programme took it', () => {
    const first = attemptFor(KEY, request, null);
    forgetAttempt(KEY);
    expect(readAttempt(KEY)).toBeNull();
    expect(attemptFor(KEY, request, null).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it.each([
    ['not JSON', '{'],
    ['a key the route refuses', JSON.stringify({ idempotencyKey: 'short', request })],
    ['a request the route refuses', JSON.stringify({ idempotencyKey: 'a-valid-key-0001', request: { ...request, amount: 0 } })],
  ])('ignores what is kept when it is %s', (_, text) => {
    sessionStorage.setItem(KEY, text);
    expect(readAttempt(KEY)).toBeNull();
  });
});
