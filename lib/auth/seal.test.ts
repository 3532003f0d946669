// @vitest-environment node
import { z } from 'zod';
import { seal, unseal } from './seal';

const schema = z.object({ sub: z.string() });

describe('sealed cookie values', () => {
  it('opens what it sealed, for the same purpose only', async () => {
    const value = await seal({ sub: 'sbx-br-0001' }, 'session', 60);
    expect(value).not.toContain('sbx-br-0001');
    expect(await unseal(value, 'session', schema)).toEqual({ sub: 'sbx-br-0001' });
    expect(await unseal(value, 'sign-in', schema)).toBeNull();
  });

  it('refuses a tampered, foreign, missing or wrongly shaped value', async () => {
    const value = await seal({ sub: 'sbx-br-0001' }, 'session', 60);
    const [header, key, iv, ciphertext, tag] = value.split('.');
    const flipped = `${ciphertext!.slice(0, -2)}${ciphertext!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await unseal([header, key, iv, flipped, tag].join('.'), 'session', schema)).toBeNull();
    expect(await unseal('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'session', schema)).toBeNull();
    expect(await unseal(undefined, 'session', schema)).toBeNull();
    expect(await unseal(await seal({ user: 1 }, 'session', 60), 'session', schema)).toBeNull();
  });

  it('refuses an expired value', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const value = await seal({ sub: 'x' }, 'session', 60);
      vi.setSystemTime(Date.now() + 61_000);
      expect(await unseal(value, 'session', schema)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
