// @vitest-environment node
import { encodeEmailForAllowList } from '@/lib/access/allow-list';
import { sandbox } from '@/tests/sandbox-control';
import { activeAllowList, flagEnabled } from './index';

vi.hoisted(() => {
  // Read the flags document on every evaluation, so each test sees what it set.
  process.env.FLAGS_REFRESH_MS = '0';
});

describe('feature flags from the flag service', () => {
  beforeEach(() => sandbox.reset());

  it('reads the seeded flags, and a change on the next evaluation', async () => {
    expect(await flagEnabled('Ar-login')).toBe(true);
    await sandbox.setFlag('Ar-login', { enabled: false });
    expect(await flagEnabled('Ar-login')).toBe(false);
  });

  it('answers an allow list only while its flag is on', async () => {
    expect(await activeAllowList('latam-post-auth-white-list')).toEqual(['martina.gomez@example.com.ar', 'lucia.pereyra@example.com.ar'].map(encodeEmailForAllowList));
    await sandbox.setFlag('latam-post-auth-white-list', { enabled: false, allowList: ['x'] });
    expect(await activeAllowList('latam-post-auth-white-list')).toBeNull();
    expect(await activeAllowList('no-such-flag')).toBeNull();
  });

  it('keeps default-on widgets on, and unknown flags off', async () => {
    expect(await flagEnabled('newsletter')).toBe(true);
    expect(await flagEnabled('no-such-flag')).toBe(false);
  });

  it('keeps the flags it has when the flag service fails', async () => {
    await sandbox.setFlag('eleva', { enabled: false });
    expect(await flagEnabled('eleva')).toBe(false);
    await sandbox.fault({ path: '/flags', status: 503, times: 0 });
    expect(await flagEnabled('eleva')).toBe(false);
    expect(await flagEnabled('Ar-login')).toBe(true);
  });
});
