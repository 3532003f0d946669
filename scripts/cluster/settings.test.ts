// @vitest-environment node
import { balancerOrigins, clusterSettings } from './settings.mjs';

const secret = 'x'.repeat(40);
const settingsOf = (env: Record<string, string | undefined>) => {
  const parsed = clusterSettings(env, { randomSecret: () => 'generated-secret-'.padEnd(48, 'g') });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.settings;
};
const problemsOf = (env: Record<string, string | undefined>) => {
  const parsed = clusterSettings(env);
  return parsed.ok ? [] : parsed.problems;
};

describe('npm run start:cluster settings', () => {
  it('defaults to 3 instances behind a balancer on 127.0.0.1:3000, with a Redis of its own and free ports', () => {
    expect(settingsOf({})).toEqual({
      size: 3,
      host: '127.0.0.1',
      port: 3000,
      redisUrl: null,
      redisPort: null,
      firstInstancePort: null,
      sessionSecret: 'generated-secret-'.padEnd(48, 'g'),
      sessionSecretGenerated: true,
      trustedProxies: 1,
      trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
    });
  });

  it('takes the size, ports, Redis and secret it is given', () => {
    const settings = settingsOf({ CLUSTER_SIZE: '5', PORT: '3300', HOSTNAME: '10.0.0.5', CLUSTER_INSTANCE_PORT: '3301', REDIS_URL: 'redis://cache:6379/1', SESSION_SECRET: secret, SANDBOX: 'off' });
    expect(settings).toMatchObject({ size: 5, port: 3300, host: '10.0.0.5', firstInstancePort: 3301, redisUrl: 'redis://cache:6379/1', sessionSecret: secret, sessionSecretGenerated: false });
    expect(settings.trustedOrigins).toEqual(['http://10.0.0.5:3300']);
  });

  it('counts the balancer among the proxies the instances trust, after those in front of it', () => {
    expect(settingsOf({}).trustedProxies).toBe(1);
    expect(settingsOf({ TRUSTED_PROXIES: '2' }).trustedProxies).toBe(3);
  });

  it("keeps the origins it is given and adds the balancer's", () => {
    expect(settingsOf({ TRUSTED_ORIGINS: 'https://terralis.example, http://localhost:3000', PORT: '3000' }).trustedOrigins).toEqual([
      'https://terralis.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('makes up a session secret only while the sandbox is on', () => {
    expect(settingsOf({ SANDBOX: 'on' }).sessionSecretGenerated).toBe(true);
    expect(problemsOf({ SANDBOX: 'off' })).toEqual([expect.stringMatching(/^SESSION_SECRET: required with SANDBOX=off/)]);
    expect(problemsOf({ SANDBOX: 'off', SESSION_SECRET: 'short' })).toEqual(['SESSION_SECRET: must be at least 32 characters']);
    expect(problemsOf({ SANDBOX: 'off', SESSION_SECRET: secret })).toEqual([]);
  });

  it('lists every problem at once, each with its variable', () => {
    expect(problemsOf({ CLUSTER_SIZE: '0', PORT: 'http', CLUSTER_REDIS_PORT: '70000', TRUSTED_PROXIES: '10', REDIS_URL: 'http://cache' })).toEqual([
      'CLUSTER_SIZE: must be a whole number from 1 to 16 (got "0")',
      'PORT: must be a whole number from 1 to 65535 (got "http")',
      'CLUSTER_REDIS_PORT: must be a whole number from 1 to 65535 (got "70000")',
      'TRUSTED_PROXIES: must be a whole number from 0 to 9 (got "10")',
      'REDIS_URL: must be a redis:// or rediss:// URL',
    ]);
    expect(problemsOf({ CLUSTER_SIZE: '17' })).toEqual(['CLUSTER_SIZE: must be a whole number from 1 to 16 (got "17")']);
    expect(problemsOf({ REDIS_URL: 'redis://cache:6379', CLUSTER_REDIS_PORT: '6390' })).toEqual(['CLUSTER_REDIS_PORT: only for the redis-server the cluster starts; REDIS_URL is set']);
  });

  it('refuses a balancer port among the instances’ ports', () => {
    expect(problemsOf({ PORT: '3302', CLUSTER_INSTANCE_PORT: '3301' })).toEqual(['PORT: 3302 is one of the instances\' ports (CLUSTER_INSTANCE_PORT 3301 to 3303)']);
    expect(problemsOf({ PORT: '3300', CLUSTER_INSTANCE_PORT: '3301' })).toEqual([]);
  });

  it('names the balancer by every loopback name, or by its own', () => {
    expect(balancerOrigins('localhost', 80)).toEqual(['http://localhost:80', 'http://127.0.0.1:80', 'http://[::1]:80']);
    expect(balancerOrigins('::1', 3000)).toHaveLength(3);
    expect(balancerOrigins('site.internal', 8080)).toEqual(['http://site.internal:8080']);
    expect(balancerOrigins('fd00::5', 8080)).toEqual(['http://[fd00::5]:8080']);
  });
});
