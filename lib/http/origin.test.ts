// @vitest-environment node
import { HOSTILE_HOSTS } from '@/tests/hostile-hosts';
import { localRedirect, requestOrigin } from './origin';

const ORIGINS = ['https://www.terralis.example', 'https://terralis.example', 'http://localhost:3000', 'http://127.0.0.1:3000'];

// Hostile values plus some aimed at this list in particular.
const HOSTILE = [...HOSTILE_HOSTS, 'www.terralis.example:8443', 'www.terralis.example@evil.example', 'evil.example/www.terralis.example'];
const originOf = (headers: Record<string, string>) => requestOrigin(new Request('http://localhost:3000/api/auth/login', { headers }), ORIGINS);

describe('requestOrigin', () => {
  it('is the configured origin the Host names, with its configured scheme', () => {
    expect(originOf({ host: 'www.terralis.example' })).toBe('https://www.terralis.example');
    expect(originOf({ host: 'WWW.Terralis.Example:443' })).toBe('https://www.terralis.example');
    expect(originOf({ host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(originOf({ host: 'localhost:3000' })).toBe('http://localhost:3000');
  });

  it('takes the host a proxy forwards when it is one of ours, and never the forwarded scheme', () => {
    expect(originOf({ host: '10.0.0.5:3000', 'x-forwarded-host': 'terralis.example' })).toBe('https://terralis.example');
    expect(originOf({ host: '10.0.0.5:3000', 'x-forwarded-host': 'terralis.example, 10.0.0.5' })).toBe('https://terralis.example');
    expect(originOf({ host: 'www.terralis.example', 'x-forwarded-proto': 'http' })).toBe('https://www.terralis.example');
    expect(originOf({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' })).toBe('http://127.0.0.1:3000');
  });

  it.each(HOSTILE)('falls back to SITE_URL for the Host %j', (host) => {
    expect(originOf({ host })).toBe('https://www.terralis.example');
  });

  it.each(HOSTILE)('ignores the X-Forwarded-Host %j, keeping a trusted Host', (host) => {
    expect(originOf({ host: 'terralis.example', 'x-forwarded-host': host })).toBe('https://terralis.example');
    expect(originOf({ host: 'evil.example', 'x-forwarded-host': host })).toBe('https://www.terralis.example');
  });

  it('falls back to SITE_URL without a Host', () => {
    expect(originOf({})).toBe('https://www.terralis.example');
  });
});

describe('localRedirect', () => {
  it('answers a relative Location, which no header can point at another host', () => {
    const response = localRedirect('/pt-BR/login?error=refused');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pt-BR/login?error=refused');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
