// @vitest-environment node
import { installCommand } from './cluster.mjs';

describe('what npm run start:cluster says when a program is missing', () => {
  it('is the apt command that installs exactly those', () => {
    expect(installCommand(['haproxy'])).toBe('sudo apt-get update && sudo apt-get install -y haproxy');
    expect(installCommand(['redis-server', 'haproxy'])).toBe('sudo apt-get update && sudo apt-get install -y redis-server haproxy');
  });
});
