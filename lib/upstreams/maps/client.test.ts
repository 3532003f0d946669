// @vitest-environment node
import { env } from '@/lib/env';
import { staticMapRequestSchema } from '@/lib/maps/static-map';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { fetchStaticMap } from './client';

const brasilia = staticMapRequestSchema.parse({ lat: '-15.79', lng: '-47.88', zoom: '12' });

describe('the maps client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('answers the image with its content type', async () => {
    const map = await fetchStaticMap(brasilia);
    expect(map.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(map.bytes)).toContain('width="708" height="390"');
  });

  it('fails with the status the API gives a wrong key, and without calling anything when no key is configured', async () => {
    expect(await upstreamFailureOf(fetchStaticMap(brasilia, { ...env.maps, apiKey: 'stolen' }))).toMatchObject({ failure: 'status', status: 403 });
    await sandbox.reset();
    expect(await upstreamFailureOf(fetchStaticMap(brasilia, { ...env.maps, apiKey: null }))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests('/maps/staticmap')).toHaveLength(0);
  });
});

describeUpstreamFaults('a static map', { path: '/maps/staticmap' }, (timeoutMs) => fetchStaticMap(brasilia, { ...env.maps, timeoutMs }));
