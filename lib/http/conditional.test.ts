import { ifNoneMatchHits } from './conditional.mjs';

describe('ifNoneMatchHits', () => {
  const etag = '"v1"';

  it('matches the same entity tag, alone or in a list', () => {
    expect(ifNoneMatchHits('"v1"', etag)).toBe(true);
    expect(ifNoneMatchHits('"v0", "v1"', etag)).toBe(true);
    expect(ifNoneMatchHits(['"v0"', '"v1"'], etag)).toBe(true);
  });

  it('compares weakly: a W/ prefix on either side does not matter', () => {
    expect(ifNoneMatchHits('W/"v1"', etag)).toBe(true);
    expect(ifNoneMatchHits('"v1"', 'W/"v1"')).toBe(true);
  });

  it('matches anything with *', () => {
    expect(ifNoneMatchHits('*', etag)).toBe(true);
  });

  it('does not match another tag, a tag without its quotes, or no header', () => {
    expect(ifNoneMatchHits('"v2"', etag)).toBe(false);
    expect(ifNoneMatchHits('v1', etag)).toBe(false);
    expect(ifNoneMatchHits('', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
  });
});
