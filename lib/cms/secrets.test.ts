// @vitest-environment node
import { secretMatches } from './secrets';

describe('secretMatches', () => {
  it('matches only the exact secret', () => {
    expect(secretMatches('sandbox-preview-secret', 'sandbox-preview-secret')).toBe(true);
    expect(secretMatches('sandbox-preview-secreT', 'sandbox-preview-secret')).toBe(false);
    expect(secretMatches('sandbox-preview', 'sandbox-preview-secret')).toBe(false);
  });

  it('never matches when either side is missing (a feature without a secret is off)', () => {
    expect(secretMatches(null, 'x')).toBe(false);
    expect(secretMatches('', 'x')).toBe(false);
    expect(secretMatches('x', null)).toBe(false);
  });
});
