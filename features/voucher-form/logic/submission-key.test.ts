import { submissionKeys } from './submission-key';

describe('submissionKeys', () => {
  it('gives a new submission a fresh key, and the same submission sent again the same key', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const voucher = { products: [{ id: 'row-1', product: 'Aurora Pro 5 L', amount: 2 }], consent: true };
    expect(keys.keyFor(voucher)).toBe('key-1');
    expect(keys.keyFor(structuredClone(voucher))).toBe('key-1');
    expect(keys.keyFor({ ...voucher, products: [{ id: 'row-1', product: 'Aurora Pro 5 L', amount: 3 }] })).toBe('key-2');
    // Back to the first voucher after another: a new submission, so a new key.
    expect(keys.keyFor(voucher)).toBe('key-3');
  });

  it('makes keys the voucher route takes (crypto.randomUUID)', () => {
    const key = submissionKeys().keyFor({});
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(submissionKeys().keyFor({})).not.toBe(key);
  });
});
