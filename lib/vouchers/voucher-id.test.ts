// @vitest-environment node
import { VOUCHER_ID_PATTERN } from './contract';
import { issueVoucherId, voucherIdForKey, voucherIdIsGenuine, voucherIds } from './voucher-id';

const SECRET = 'a-test-session-secret-of-at-least-32-chars';
const OTHER_SECRET = 'another-session-secret-of-at-least-32-chars';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('voucher ids', () => {
  it('look like V-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX in Crockford base32', () => {
    const id = issueVoucherId(SECRET);
    expect(id).toMatch(VOUCHER_ID_PATTERN);
    expect(id).toHaveLength(31);
  });

  it('verify when fresh, under the secret that made them only', () => {
    const id = issueVoucherId(SECRET);
    expect(voucherIdIsGenuine(id, SECRET)).toBe(true);
    expect(voucherIdIsGenuine(id, OTHER_SECRET)).toBe(false);
  });

  it('verify in any case, with dashes anywhere or none, and with O, I and L read as 0, 1 and 1', () => {
    const id = issueVoucherId(SECRET);
    const compact = id.replaceAll('-', '');
    for (const written of [id.toLowerCase(), compact, compact.toLowerCase(), compact.replace(/(.{3})/g, '$1-'), `-${id}-`]) {
      expect(voucherIdIsGenuine(written, SECRET), written).toBe(true);
    }
    const misread = compact.slice(1).replaceAll('0', 'O').replaceAll('1', 'l');
    expect(voucherIdIsGenuine(`V${misread}`, SECRET)).toBe(true);
  });

  it('fail when any one character is changed', () => {
    const id = issueVoucherId(SECRET);
    for (let index = 0; index < id.length; index++) {
      if (id[index] === '-') continue;
      for (const replacement of ALPHABET) {
        if (replacement === id[index]) continue;
        const tampered = `${id.slice(0, index)}${replacement}${id.slice(index + 1)}`;
        expect(voucherIdIsGenuine(tampered, SECRET), tampered).toBe(false);
      }
    }
  });

  it.each([
    ['empty', ''],
    ['only dashes', '-----'],
    ['garbage', 'not-a-voucher'],
    ['no prefix', 'X-0000-0000-0000-0000-0000-0000'],
    ['a letter outside the alphabet', 'V-UUUU-0000-0000-0000-0000-0000'],
    ['one character short', 'V-0000-0000-0000-0000-0000-000'],
    ['too long', `V-${'0000-'.repeat(40)}0000`],
    ['a number', 12345],
    ['null', null],
    ['an object', { id: 'V-0000' }],
  ])('fail for %s', (_case, id) => {
    expect(voucherIdIsGenuine(id, SECRET)).toBe(false);
  });

  it('fail for a genuine id with a character added or removed', () => {
    const id = issueVoucherId(SECRET);
    expect(voucherIdIsGenuine(`${id}0`, SECRET)).toBe(false);
    expect(voucherIdIsGenuine(id.slice(0, -1), SECRET)).toBe(false);
    expect(voucherIdIsGenuine(`${id}${'-'.repeat(40)}`, SECRET)).toBe(false);
  });

  it('are all different: 1,000 of them', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => issueVoucherId(SECRET)));
    expect(ids.size).toBe(1000);
  });

  it('of one idempotency key are always the same, genuine, and another key’s or secret’s differ', () => {
    const id = voucherIdForKey('submission-key-1', SECRET);
    expect(id).toMatch(VOUCHER_ID_PATTERN);
    expect(voucherIdForKey('submission-key-1', SECRET)).toBe(id);
    expect(voucherIdIsGenuine(id, SECRET)).toBe(true);
    expect(voucherIdForKey('submission-key-2', SECRET)).not.toBe(id);
    expect(voucherIdForKey('submission-key-1', OTHER_SECRET)).not.toBe(id);
    expect(new Set(Array.from({ length: 1000 }, (_, n) => voucherIdForKey(`key-${n}-abcdef`, SECRET))).size).toBe(1000);
  });

  it('are made and checked under the site’s SESSION_SECRET by voucherIds', () => {
    expect(voucherIds.isGenuine(voucherIds.issue())).toBe(true);
    expect(voucherIds.isGenuine(voucherIds.forKey('submission-key-1'))).toBe(true);
    expect(voucherIds.isGenuine(issueVoucherId(OTHER_SECRET))).toBe(false);
  });
});
