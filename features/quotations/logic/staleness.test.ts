import { isQuotationStale, QUOTATION_STALE_MS } from './staleness';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('isQuotationStale', () => {
  it('is 10 minutes', () => expect(QUOTATION_STALE_MS).toBe(600_000));

  it.each([
    ['read just now', NOW, false],
    ['read 9 min 59 s ago', NOW - 599_999, false],
    ['read exactly 10 min ago', NOW - 600_000, true],
    ['read an hour ago', NOW - 3_600_000, true],
    ['never read', 0, true],
  ])('%s: %s', (_name, readAt, stale) => {
    expect(isQuotationStale(readAt, NOW)).toBe(stale);
  });
});
