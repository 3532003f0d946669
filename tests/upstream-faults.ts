import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandbox, type FaultRequest } from './sandbox-control';
import { upstreamFailureOf } from './upstream-failure';

/**
 * The failure kinds of the one HTTP helper (lib/upstreams/http.ts), provoked in a client's sandbox
 * for one of its calls: an error status, a missing thing, a body it cannot read, an answer later
 * than the timeout. `call(timeoutMs)` makes the client's call with that timeout; `retries` is how
 * many times the client retries a server error (the spec's count for that call).
 */
export function describeUpstreamFaults(
  name: string,
  target: Pick<FaultRequest, 'path' | 'method' | 'query'>,
  call: (timeoutMs: number) => Promise<unknown>,
  { retries = 0 }: { retries?: number } = {},
) {
  describe(`${name}: every fault through the HTTP helper`, () => {
    beforeEach(() => sandbox.reset());

    it(`fails with the status of an error answer after ${retries} retries`, async () => {
      await sandbox.fault({ ...target, status: 503, times: 0 });
      expect(await upstreamFailureOf(call(1_000))).toMatchObject({ failure: 'status', status: 503, message: 'Server responded with status code: 503' });
      expect(await sandbox.requests(target.path)).toHaveLength(1 + retries);
    });

    it('fails as not found on a 404, without retrying', async () => {
      await sandbox.fault({ ...target, status: 404, times: 0 });
      expect(await upstreamFailureOf(call(1_000))).toMatchObject({ failure: 'not_found', status: 404 });
      expect(await sandbox.requests(target.path)).toHaveLength(1);
    });

    it('fails as malformed on an answer it cannot read, without retrying', async () => {
      await sandbox.fault({ ...target, malformed: true, times: 0 });
      expect(await upstreamFailureOf(call(1_000))).toMatchObject({ failure: 'malformed' });
      expect(await sandbox.requests(target.path)).toHaveLength(1);
    });

    it('gives up on a slow answer at its timeout', async () => {
      await sandbox.fault({ ...target, delayMs: 5_000, times: 0 });
      const started = Date.now();
      expect(await upstreamFailureOf(call(50))).toMatchObject({ failure: 'timeout' });
      // Each attempt stops at the timeout, not when the sandbox would have answered.
      expect(Date.now() - started).toBeLessThan(4_000);
    });
  });
}

/**
 * The faults a route's service can have, with what our routes answer for each
 * (`upstreamErrorResponse`, lib/upstreams/http.ts): JSON with 502 or 504, never a 500. A 404 of a
 * call that lists or searches is the service failing too. For `it.each`.
 */
export const routeFaults = [
  ['an error status', { status: 503 }, 502, 'upstream_error'],
  ['a 404', { status: 404 }, 502, 'upstream_error'],
  ['a body that is not its JSON', { malformed: true }, 502, 'upstream_error'],
  ['no answer in time', { delayMs: 5_000 }, 504, 'upstream_timeout'],
] as const satisfies readonly (readonly [string, Omit<FaultRequest, 'path'>, number, string])[];

/** Shortens a service's timeout (its `env` entry) for the tests of the enclosing describe block, so 'no answer in time' takes 300 ms. */
export function withShortTimeout(config: { timeoutMs: number }, timeoutMs = 300): void {
  let saved = config.timeoutMs;
  beforeAll(() => {
    saved = config.timeoutMs;
    config.timeoutMs = timeoutMs;
  });
  afterAll(() => {
    config.timeoutMs = saved;
  });
}
