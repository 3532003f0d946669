// @vitest-environment node
import { clientAddressOf, parseTrustedProxies } from './client-address.mjs';

const from = (remoteAddress: string, forwardedFor?: string) => ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });

describe('the client address', () => {
  it('is the socket peer when browsers reach the server directly, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(from('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddressOf(from('203.0.113.7', '1.2.3.4'), 0)).toBe('203.0.113.7');
    expect(clientAddressOf(from('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddressOf(from('2001:db8::1'), 0)).toBe('2001:db8::1');
  });

  it('is what our outermost proxy saw behind trusted proxies, never an entry the client wrote', () => {
    // The client forged "1.2.3.4"; the load balancer (10.0.0.2) appended the address it saw.
    expect(clientAddressOf(from('10.0.0.2', '1.2.3.4, 198.51.100.9'), 1)).toBe('198.51.100.9');
    // CDN then load balancer.
    expect(clientAddressOf(from('10.0.0.2', '1.2.3.4, 198.51.100.9, 192.0.2.50'), 2)).toBe('198.51.100.9');
    // Fewer entries than proxies: the farthest one known.
    expect(clientAddressOf(from('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('reads TRUSTED_PROXIES as a count from 0 to 10', () => {
    expect(parseTrustedProxies(undefined)).toBe(0);
    expect(parseTrustedProxies('')).toBe(0);
    expect(parseTrustedProxies('2')).toBe(2);
    expect(parseTrustedProxies('10')).toBe(10);
    expect(parseTrustedProxies('11')).toBeNull();
    expect(parseTrustedProxies('-1')).toBeNull();
    expect(parseTrustedProxies('one')).toBeNull();
  });
});
