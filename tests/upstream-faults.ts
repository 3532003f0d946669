import { describe, expect, it, beforeEach } from 'vitest';
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
