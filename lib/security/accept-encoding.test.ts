// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appendVary, negotiateEncoding } from './accept-encoding.mjs';

describe('negotiateEncoding', () => {
  it.each([
    // What browsers send: br preferred over gzip when both are fully acceptable.
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP , BR', 'br'],
    // q-values decide before our preference does.
    ['gzip;q=0.9, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.000, gzip; Q=0.001', 'gzip'],
    ['identity;q=1, br;q=0.5', 'identity'],
    ['gzip;q=0.1', 'gzip'], // an unlisted identity comes after any acceptable coding
    // `*` stands for whatever is not listed.
    ['*', 'br'],
    ['br;q=0, *;q=0.3', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    // Nothing we produce is acceptable, or identity was asked for: identity.
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['zstd, compress', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    // A malformed q-value is not taken as a yes.
    ['br;q=high, gzip;q=2, identity', 'identity'],
    ['br;level=5', 'br'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('appendVary', () => {
  function response(vary?: string | string[]) {
    const headers = new Map<string, unknown>(vary === undefined ? [] : [['vary', vary]]);
    return {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      vary: () => headers.get('vary'),
    };
  }
  const run = (vary?: string | string[]) => {
    const res = response(vary);
    appendVary(res as never, 'Accept-Encoding');
    return res.vary();
  };

  it('adds the field to what Next set, or sets it alone', () => {
    expect(run('rsc, next-router-state-tree')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(run(['rsc', 'next-router-prefetch'])).toBe('rsc, next-router-prefetch, Accept-Encoding');
    expect(run()).toBe('Accept-Encoding');
  });

  it('leaves it alone when the field or * is already there', () => {
    expect(run('rsc, accept-encoding')).toBe('rsc, accept-encoding');
    expect(run('*')).toBe('*');
  });
});
