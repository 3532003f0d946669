// @vitest-environment node
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { farmsKeyOf, farmsOf } from './client';
import { DEFAULT_FARMS_KEY, previewFarmsPath } from './contract';
import { defaultFarms, farmsByEmail } from './sandbox/farms';

describe('farmsKeyOf', () => {
  it.each([
    ['martina.gomez@example.com.ar', 'bWFydGluYS5nb21lekBleGFtcGxlLmNvbS5hcg=='],
    ['  Martina.Gomez@Example.com.AR ', 'bWFydGluYS5nb21lekBleGFtcGxlLmNvbS5hcg=='],
    ['josé@example.com', 'am9zw6lAZXhhbXBsZS5jb20='],
  ])('encodes %j as base64 of the trimmed, lower-cased e-mail', (email, key) => {
    expect(farmsKeyOf(email)).toBe(key);
  });
});

describe('farmsOf on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("answers a known user's own farms, asked by the encoded e-mail", async () => {
    expect(await farmsOf('martina.gomez@example.com.ar')).toEqual(farmsByEmail['martina.gomez@example.com.ar']);
    const asked = await sandbox.requests(`/farms${previewFarmsPath(farmsKeyOf('martina.gomez@example.com.ar'))}`);
    expect(asked).toHaveLength(1);
    expect(await sandbox.requests(`/farms${previewFarmsPath(DEFAULT_FARMS_KEY)}`)).toHaveLength(0);
  });

  it('keeps a known user with no farms at no farms', async () => {
    expect(await farmsOf('diego.fernandez@example.com.ar')).toEqual([]);
  });

  it('falls back to the default preview farms for a user the service does not know', async () => {
    expect(await farmsOf('nobody@example.com')).toEqual(defaultFarms);
    expect(await sandbox.requests(`/farms${previewFarmsPath(DEFAULT_FARMS_KEY)}`)).toHaveLength(1);
  });

  it("fails when the user's own list fails, rather than showing the default farms (only a 404 means unknown)", async () => {
    const path = `/farms${previewFarmsPath(farmsKeyOf('ana.ribeiro@example.com.br'))}`;
    await sandbox.fault({ path, status: 503 });
    expect(await upstreamFailureOf(farmsOf('ana.ribeiro@example.com.br'))).toMatchObject({ failure: 'status', status: 503 });
    expect(await sandbox.requests(`/farms${previewFarmsPath(DEFAULT_FARMS_KEY)}`)).toHaveLength(0);
  });

  it('fails as unreachable when no service is configured', async () => {
    expect(await upstreamFailureOf(farmsOf('nobody@example.com', { ...env.farms, baseUrl: null }))).toMatchObject({ failure: 'unreachable' });
  });
});

// Every fault on the default list (the own list's 404 is an answer: the fallback above).
describeUpstreamFaults('farmsOf (default list)', { path: `/farms${previewFarmsPath(DEFAULT_FARMS_KEY)}` }, (timeoutMs) =>
  farmsOf('nobody@example.com', { ...env.farms, timeoutMs }),
);
