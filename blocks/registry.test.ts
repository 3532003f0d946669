import { blockRegistry } from './registry';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('the block registry', () => {
  it('loads a component for every block type the CMS can place', async () => {
    const types = Object.keys(blockRegistry);
    expect(types.length).toBeGreaterThanOrEqual(36);
    for (const type of types) expect(typeof (await blockRegistry[type]!.load()), type).toBe('function');
  });
});
