// @vitest-environment node
import { resetSharedStore } from '@/tests/shared-store';
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';
import { rateLimited, rateLimits } from './rate-limit';

const from = (client: string) => new Request('http://localhost/api/x', { method: 'POST', headers: { [CLIENT_ADDRESS_HEADER]: client } });
const rule = { name: 'probe', limit: 3, windowMs: 60_000 };

describe('a per-client rate limit', () => {
  beforeEach(() => {
    resetSharedStore();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('answers 429 with Retry-After once a client is over it, and lets it in again after the window', async () => {
    for (let call = 1; call <= 3; call++) expect(await rateLimited(from('203.0.113.7'), rule)).toBeNull();
    vi.advanceTimersByTime(20_000);
    const refused = await rateLimited(from('203.0.113.7'), rule);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('40');
    expect(await refused?.json()).toEqual({ error: 'too_many_requests', message: 'Too many requests. Try again in a moment.' });
    vi.advanceTimersByTime(40_001);
    expect(await rateLimited(from('203.0.113.7'), rule)).toBeNull();
  });

  it('counts each client apart, and each limit apart', async () => {
    for (let call = 1; call <= 3; call++) await rateLimited(from('203.0.113.7'), rule);
    expect((await rateLimited(from('203.0.113.7'), rule))?.status).toBe(429);
    expect(await rateLimited(from('198.51.100.9'), rule)).toBeNull();
    expect(await rateLimited(from('203.0.113.7'), { ...rule, name: 'other' })).toBeNull();
  });

  it('lets requests through, logged, when the store cannot count', async () => {
    const store = { hit: vi.fn().mockRejectedValue(new Error('Redis cannot be reached')), peek: vi.fn(), remember: vi.fn(), has: vi.fn() };
    (globalThis as { __terralisSharedStore?: unknown }).__terralisSharedStore = store;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await rateLimited(from('203.0.113.7'), rule)).toBeNull();
    expect(store.hit).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"event":"rate_limit.unavailable"'));
    warn.mockRestore();
  });

  it('allows 10 public writes a minute by default', () => {
    expect(rateLimits.publicWrites('lead-submit')).toEqual({ name: 'lead-submit', limit: 10, windowMs: 60_000 });
  });
});
