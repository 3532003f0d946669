// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  checkCdnCacheControl,
  countBudgets,
  exitCodeFor,
  formatBudgets,
  infoBudget,
  parseCacheControl,
  skippedBudget,
} from './budgets.mjs';

describe('checkBudget', () => {
  it('passes a maximum at and under the limit, fails it above', () => {
    const at = checkBudget({ name: 'js', actual: 1.15, limit: 1.15, comparison: 'max', figures: '1.15x' });
    expect(at).toEqual({ name: 'js', status: 'pass', actual: 1.15, limit: 1.15, comparison: 'max', figures: '1.15x' });
    expect(checkBudget({ name: 'js', actual: 1.1501, limit: 1.15, comparison: 'max', figures: '' }).status).toBe('fail');
  });

  it('passes a minimum at and over the limit, fails it below', () => {
    expect(checkBudget({ name: 'rps', actual: 0.95, limit: 0.95, comparison: 'min', figures: '' }).status).toBe('pass');
    expect(checkBudget({ name: 'rps', actual: 1.3, limit: 0.95, comparison: 'min', figures: '' }).status).toBe('pass');
    expect(checkBudget({ name: 'rps', actual: 0.9499, limit: 0.95, comparison: 'min', figures: '' }).status).toBe('fail');
  });

  it('fails what was not measured instead of passing it', () => {
    for (const actual of [Number.NaN, null, undefined, Number.POSITIVE_INFINITY]) {
      const result = checkBudget({ name: 'x', actual, limit: 1, comparison: 'max', figures: 'shell missing' });
      expect(result.status).toBe('fail');
      expect(result.actual).toBeNull();
      expect(result.figures).toBe('not measured (shell missing)');
    }
  });
});

describe('cache-control', () => {
  it('parses directives case-insensitively, with and without values', () => {
    expect(parseCacheControl('S-MaxAge=300, stale-while-revalidate=31535700, public')).toEqual(
      new Map([
        ['s-maxage', '300'],
        ['stale-while-revalidate', '31535700'],
        ['public', ''],
      ]),
    );
    expect(parseCacheControl(null).size).toBe(0);
  });

  it('accepts what Next sends for an ISR page', () => {
    expect(checkCdnCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toEqual({ ok: true, problems: [] });
    expect(checkCdnCacheControl('public, s-maxage=60, stale-while-revalidate')).toEqual({ ok: true, problems: [] });
  });

  it('names what stops a CDN from caching', () => {
    expect(checkCdnCacheControl(null).problems).toEqual(['no cache-control header', 'no s-maxage', 'no stale-while-revalidate']);
    expect(checkCdnCacheControl('private, no-cache, no-store, max-age=0, must-revalidate').problems).toEqual([
      'no s-maxage',
      'no stale-while-revalidate',
      '"private" stops a CDN from caching it',
      '"no-store" stops a CDN from caching it',
      '"no-cache" stops a CDN from caching it',
    ]);
    expect(checkCdnCacheControl('s-maxage=0, stale-while-revalidate=60').problems).toEqual(['s-maxage is not a positive number of seconds: "0"']);
  });
});

describe('the budget list', () => {
  const budgets = [
    checkBudget({ name: 'a', actual: 1, limit: 2, comparison: 'max', figures: '1 <= 2' }),
    checkBudget({ name: 'b', actual: 3, limit: 2, comparison: 'max', figures: '3 > 2' }),
    infoBudget('c', 'ceiling', 0.3),
    skippedBudget('d', '--skip-lighthouse'),
  ];

  it('prints one line per budget', () => {
    expect(formatBudgets(budgets)).toBe('PASS  a: 1 <= 2\nFAIL  b: 3 > 2\nINFO  c: ceiling\nSKIP  d: --skip-lighthouse');
    expect(countBudgets(budgets)).toEqual({ pass: 1, fail: 1, info: 1, skip: 1 });
  });

  it('exits 0 on a failed budget unless strict, and 1 whenever the run failed', () => {
    expect(exitCodeFor({ runFailed: false, budgets, strict: false })).toBe(0);
    expect(exitCodeFor({ runFailed: false, budgets, strict: true })).toBe(1);
    expect(exitCodeFor({ runFailed: false, budgets: budgets.filter((b) => b.status !== 'fail'), strict: true })).toBe(0);
    expect(exitCodeFor({ runFailed: true, budgets: [], strict: false })).toBe(1);
  });
});
