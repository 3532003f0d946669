// @vitest-environment node
import { publicOrigin } from './origin';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('publicOrigin', () => {
  it('is the host the browser asked for', () => {
    expect(publicOrigin(request('http://localhost:3100/api/auth/login', { host: '127.0.0.1:3100' }))).toBe('http://127.0.0.1:3100');
    expect(publicOrigin(request('http://localhost:3000/x', { host: 'WWW.Terralis.example' }))).toBe('http://www.terralis.example');
    expect(publicOrigin(request('http://localhost:3000/x', { host: '[::1]:3000' }))).toBe('http://[::1]:3000');
  });

  it('takes https from a TLS-terminating proxy', () => {
    expect(publicOrigin(request('http://10.0.0.5:3000/x', { host: 'www.terralis.example', 'x-forwarded-proto': 'https, http' }))).toBe('https://www.terralis.example');
    expect(publicOrigin(request('http://10.0.0.5:3000/x', { host: 'www.terralis.example', 'x-forwarded-proto': 'gopher' }))).toBe('http://www.terralis.example');
  });

  it.each(['evil.example/path', 'evil.example@x', 'a b', 'evil.example:99999999', '-evil.example'])('ignores a malformed Host %j', (host) => {
    expect(publicOrigin(request('http://localhost:3000/x', { host }))).toBe('http://localhost:3000');
  });
});
