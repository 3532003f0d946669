// @vitest-environment node
import { usesSharedCache, worthKeeping } from './cache-handler.mjs';

describe("what Next's cache keeps", () => {
  it('keeps pages, Route Handler answers and data', () => {
    expect(worthKeeping({ kind: 'APP_PAGE', status: 200 })).toBe(true);
    expect(worthKeeping({ kind: 'APP_PAGE' })).toBe(true);
    expect(worthKeeping({ kind: 'APP_ROUTE', status: 404 })).toBe(true);
    expect(worthKeeping({ kind: 'FETCH' })).toBe(true);
    expect(worthKeeping(null)).toBe(true);
  });

  it('never keeps the render of an address that has no page', () => {
    expect(worthKeeping({ kind: 'APP_PAGE', status: 404 })).toBe(false);
  });
});

describe("where Next's cache lives", () => {
  it('is shared through Redis when REDIS_URL is set, and on disk otherwise', () => {
    expect(usesSharedCache({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true);
    expect(usesSharedCache({})).toBe(false);
    expect(usesSharedCache({ REDIS_URL: '' })).toBe(false);
  });

  it('is on disk while next build prerenders, Redis or not: the prerendered pages belong to the build', () => {
    expect(usesSharedCache({ REDIS_URL: 'redis://127.0.0.1:6379', NEXT_PHASE: 'phase-production-build' })).toBe(false);
  });
});
