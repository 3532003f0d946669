import { QueryClient } from '@tanstack/query-core';
import { ApiError } from '@/lib/api-client';
import { DIGITAL_FINANCE_RETRIES } from '@/lib/finance/currencies';
import { digitalFinanceQueryOptions, digitalFinanceRetryDelay } from './digital-finance';

/**
 * How TanStack Query (query-core 5.x, src/retryer.ts) calls these options: when an attempt fails it
 * calls `retryDelay(failureCount, error)` and `retry(failureCount, error)` with the number of
 * failures *before* this one, so the first failure is 0 and the first retry waits
 * `retryDelay(0)`. Only then does it count the failure (`failureCount++`). The spec's "2 retries"
 * (section 8) means `retry(0)` and `retry(1)` allow a retry and `retry(2)` does not: 3 requests in
 * all, with waits of `retryDelay(0)` = 1 s and `retryDelay(1)` = 2 s between them.
 */

const { retry } = digitalFinanceQueryOptions();

const serverFailures = [
  ['a 502 (the finance service failed)', new ApiError(502, 'upstream_error')],
  ['a 504 (the finance service timed out)', new ApiError(504, 'upstream_timeout')],
  ['a network error (fetch rejected)', new TypeError('Failed to fetch')],
  ['a 500 without a body', new ApiError(500)],
] as const;

const refusals = [
  ['a 401 (signed out)', new ApiError(401, 'unauthenticated')],
  ['a 403 (not permitted)', new ApiError(403, 'not_permitted')],
  ['a 400 (a bad request)', new ApiError(400, 'invalid_request')],
] as const;

describe('digitalFinanceQueryOptions().retry', () => {
  it('allows the spec\'s two retries', () => {
    expect(DIGITAL_FINANCE_RETRIES).toBe(2);
  });

  it.each(serverFailures)('retries %s twice (after failures 0 and 1), not a third time', (_name, error) => {
    expect(retry(0, error)).toBe(true);
    expect(retry(1, error)).toBe(true);
    expect(retry(2, error)).toBe(false);
    expect(retry(3, error)).toBe(false);
  });

  it.each(refusals)('never retries %s: a refusal is an answer', (_name, error) => {
    expect(retry(0, error)).toBe(false);
    expect(retry(1, error)).toBe(false);
  });
});

describe('digitalFinanceRetryDelay', () => {
  it('doubles from 1 s for the first retry (failureCount 0), then 2 s, 4 s … capped at 30 s', () => {
    expect(digitalFinanceRetryDelay(0)).toBe(1_000);
    const delays = Array.from({ length: 10 }, (_, index) => digitalFinanceRetryDelay(index + 1));
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000]);
    expect(digitalFinanceRetryDelay(50)).toBe(30_000);
  });

  it('is what the query waits between attempts: 1 s after the first failure, 2 s after the second, then the error (3 attempts)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const options = digitalFinanceQueryOptions();
      const attempts: number[] = [];
      const delays: [number, number][] = [];
      const started = Date.now();
      const client = new QueryClient();
      const outcome = client
        .fetchQuery({
          ...options,
          queryFn: () => {
            attempts.push(Date.now() - started);
            return Promise.reject(new ApiError(502, 'upstream_error'));
          },
          retryDelay: (failureCount: number) => {
            const delay = options.retryDelay(failureCount);
            delays.push([failureCount, delay]);
            return delay;
          },
        })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(999);
      expect(attempts).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toEqual([0, 1_000]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(attempts).toEqual([0, 1_000, 3_000]);
      expect(await outcome).toMatchObject({ status: 502 });
      // retryDelay is asked at each failure, the last one too (then `retry` says no).
      expect(delays).toEqual([
        [0, 1_000],
        [1, 2_000],
        [2, 4_000],
      ]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(attempts).toHaveLength(3);
      client.clear();
    } finally {
      vi.useRealTimers();
    }
  });
});
