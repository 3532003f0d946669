// @vitest-environment node
import { worthKeeping } from './cache-handler.mjs';

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
