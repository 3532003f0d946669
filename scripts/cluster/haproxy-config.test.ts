// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig } from './haproxy-config.mjs';

const three = [1, 2, 3].map((n) => ({ name: `instance-${n}`, host: '127.0.0.1', port: 40_000 + n }));
const lines = (config: string) => config.split('\n').map((line) => line.trim());

describe("the balancer's configuration", () => {
  const config = haproxyConfig({ host: '127.0.0.1', port: 3000, instances: three });

  it('listens where it is told and spreads requests round-robin over every instance', () => {
    expect(lines(config)).toContain('bind 127.0.0.1:3000');
    expect(lines(config)).toContain('balance roundrobin');
    expect(lines(config).filter((line) => line.startsWith('server '))).toEqual([
      'server instance-1 127.0.0.1:40001',
      'server instance-2 127.0.0.1:40002',
      'server instance-3 127.0.0.1:40003',
    ]);
  });

  it('checks each instance on the health endpoint and leaves out one that fails', () => {
    expect(lines(config)).toContain('http-check send meth GET uri /api/health ver HTTP/1.1 hdr host localhost');
    expect(lines(config)).toContain('http-check expect status 200');
    expect(lines(config)).toContain('default-server check inter 1s fall 2 rise 1');
  });

  it('sends a GET whose instance died to another, never a write', () => {
    expect(lines(config)).toContain('retry-on conn-failure empty-response');
    expect(lines(config)).toContain('option redispatch 1');
    expect(lines(config)).toContain('http-request disable-l7-retry if !METH_GET');
  });

  it("forwards the client's address and drops the header only server.mjs may set", () => {
    expect(lines(config)).toContain('option forwardfor');
    expect(lines(config)).toContain('http-request del-header x-terralis-client-address');
  });

  it('names the instance that answered', () => {
    expect(lines(config)).toContain('http-response set-header x-served-by %s');
  });

  it('writes IPv6 addresses in brackets', () => {
    const v6 = haproxyConfig({ host: '::1', port: 3000, instances: [{ name: 'one', host: '::1', port: 4000 }] });
    expect(lines(v6)).toContain('bind [::1]:3000');
    expect(lines(v6)).toContain('server one [::1]:4000');
  });

  it('refuses instances it could not name', () => {
    expect(() => haproxyConfig({ host: '127.0.0.1', port: 3000, instances: [] })).toThrow('at least one instance');
    expect(() => haproxyConfig({ host: '127.0.0.1', port: 3000, instances: [three[0]!, three[0]!] })).toThrow('must differ');
    expect(() => haproxyConfig({ host: '127.0.0.1', port: 3000, instances: [{ name: 'a b', host: '127.0.0.1', port: 1 }] })).toThrow('cannot name');
  });

  it('is a configuration HAProxy accepts', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'haproxy-config-'));
    try {
      writeFileSync(path.join(dir, 'haproxy.cfg'), config);
      const check = spawnSync('haproxy', ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(check.error, 'haproxy is installed by npm test (scripts/test-machine.mjs)').toBeUndefined();
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
