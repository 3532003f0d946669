// @vitest-environment node
import { encodeEmailForAllowList } from './allow-list';
import { AccessFactUnavailable, decideAccess, pageAccessSchema, type AccessFacts } from './page-access';

const ALLOW_LIST = 'latam-post-auth-white-list';

function facts(overrides: Partial<AccessFacts> = {}): AccessFacts & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    user: { email: 'martina.gomez@example.com.ar' },
    flagEnabled: async (key) => (asked.push(`flag:${key}`), true),
    allowList: async (key) => (asked.push(`list:${key}`), [encodeEmailForAllowList('martina.gomez@example.com.ar')]),
    roles: async () => (asked.push('roles'), ['Finance And Orders']),
    hasProgrammeAccount: async () => (asked.push('programme'), true),
    ...overrides,
  };
}

const access = (input: unknown) => pageAccessSchema.parse(input);

describe('decideAccess', () => {
  it('lets everyone see a page without rules, asking nothing', async () => {
    const known = facts({ user: null });
    expect(await decideAccess(access({}), known)).toBe('allow');
    expect(known.asked).toEqual([]);
  });

  it('sends visitors to sign in and lets users in on a login page', async () => {
    expect(await decideAccess(access({ requireLogin: true }), facts({ user: null }))).toBe('login');
    expect(await decideAccess(access({ requireLogin: true }), facts())).toBe('allow');
  });

  it('sends everyone home while the page’s flag is off (Ar-login), before asking who they are', async () => {
    const off = facts({ flagEnabled: async () => false });
    expect(await decideAccess(access({ flag: 'Ar-login', requireLogin: true }), { ...off, user: null })).toBe('home');
    expect(await decideAccess(access({ flag: 'Ar-login', requireLogin: true }), off)).toBe('home');
    expect(await decideAccess(access({ flag: 'Ar-login', requireLogin: true }), facts())).toBe('allow');
  });

  it('applies an active allow list: on it -> in, not on it -> home, unknown -> sign in', async () => {
    const rules = access({ allowListFlag: ALLOW_LIST });
    expect(await decideAccess(rules, facts())).toBe('allow');
    expect(await decideAccess(rules, facts({ user: { email: 'diego.fernandez@example.com.ar' } }))).toBe('home');
    expect(await decideAccess(rules, facts({ user: {} }))).toBe('home');
    expect(await decideAccess(rules, facts({ user: null }))).toBe('login');
  });

  it('ignores an allow list whose flag is off', async () => {
    const off = facts({ allowList: async () => null });
    expect(await decideAccess(access({ allowListFlag: ALLOW_LIST }), { ...off, user: null })).toBe('allow');
    expect(await decideAccess(access({ allowListFlag: ALLOW_LIST }), { ...off, user: { email: 'x@example.com' } })).toBe('allow');
  });

  it('needs one of the roles, compared normalised', async () => {
    expect(await decideAccess(access({ roles: ['finance-and-orders'] }), facts())).toBe('allow');
    expect(await decideAccess(access({ roles: ['finance'] }), facts())).toBe('home');
    expect(await decideAccess(access({ roles: ['finance'] }), facts({ user: null }))).toBe('login');
    expect(await decideAccess(access({ roles: ['finance'] }), facts({ roles: async () => [] }))).toBe('home');
  });

  it('shows the restricted-access page to users without a programme account', async () => {
    expect(await decideAccess(access({ requireProgrammeAccount: true }), facts({ hasProgrammeAccount: async () => false }))).toBe('restricted');
    expect(await decideAccess(access({ requireProgrammeAccount: true }), facts())).toBe('allow');
    expect(await decideAccess(access({ requireProgrammeAccount: true }), facts({ user: null }))).toBe('login');
  });

  it('refuses rules it does not know, so a typo cannot open a page', () => {
    expect(pageAccessSchema.safeParse({ requireLogon: true }).success).toBe(false);
    expect(pageAccessSchema.safeParse({ roles: [] }).success).toBe(false);
  });
});

describe('decideAccess when a fact cannot be read', () => {
  const unreadable = (fact: 'roles' | 'programmeAccount') => async (): Promise<never> => {
    throw new AccessFactUnavailable(fact);
  };

  it('answers unavailable, never home, when the roles a page needs cannot be read', async () => {
    expect(await decideAccess(access({ roles: ['finance-and-orders'] }), facts({ roles: unreadable('roles') }))).toBe('unavailable');
    expect(await decideAccess(access({ flag: 'Ar-login', allowListFlag: ALLOW_LIST, roles: ['finance'] }), facts({ roles: unreadable('roles') }))).toBe('unavailable');
  });

  it('answers unavailable, never restricted, when the programme account cannot be read', async () => {
    expect(await decideAccess(access({ requireProgrammeAccount: true }), facts({ hasProgrammeAccount: unreadable('programmeAccount') }))).toBe('unavailable');
  });

  it('still decides by the rules that come first, without the unreadable fact', async () => {
    const rolesDown = facts({ roles: unreadable('roles') });
    expect(await decideAccess(access({ roles: ['finance'] }), { ...rolesDown, user: null })).toBe('login');
    expect(await decideAccess(access({ allowListFlag: ALLOW_LIST, roles: ['finance'] }), { ...rolesDown, user: { email: 'diego.fernandez@example.com.ar' } })).toBe('home');
    expect(await decideAccess(access({ flag: 'Ar-login', roles: ['finance'] }), { ...rolesDown, flagEnabled: async () => false })).toBe('home');
    expect(await decideAccess(access({ requireLogin: true }), rolesDown)).toBe('allow');
  });

  it('lets any other error through: a bug is not an outage', async () => {
    await expect(decideAccess(access({ roles: ['finance'] }), facts({ roles: async () => Promise.reject(new TypeError('bug')) }))).rejects.toThrow('bug');
  });
});
