// @vitest-environment node
import { parseEnv } from '@/lib/env';

describe('the origins the site sends browsers to', () => {
  it('are SITE_URL and, on a local run, the loopback addresses of the port it listens on', () => {
    expect(parseEnv({}).site).toEqual({
      url: 'http://localhost:3000',
      origins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
    });
    expect(parseEnv({ PORT: '3130' }).site.origins).toEqual(['http://localhost:3000', 'http://localhost:3130', 'http://127.0.0.1:3130', 'http://[::1]:3130']);
  });

  it('are SITE_URL and TRUSTED_ORIGINS in production, with no loopback', () => {
    const site = parseEnv({ SITE_URL: 'https://www.terralis.example/', TRUSTED_ORIGINS: 'https://terralis.example, https://terralis.example.ar/' }).site;
    expect(site.origins).toEqual(['https://www.terralis.example', 'https://terralis.example', 'https://terralis.example.ar']);
  });

  it.each(['not a url', 'ftp://files.terralis.example', 'https://terralis.example,javascript:alert(1)'])('refuses TRUSTED_ORIGINS=%j', (value) => {
    expect(() => parseEnv({ TRUSTED_ORIGINS: value })).toThrow(/TRUSTED_ORIGINS/);
  });
});
