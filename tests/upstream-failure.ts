import { expect } from 'vitest';
import { UpstreamError } from '@/lib/upstreams/http';

/** The UpstreamError a call rejects with, so a test can assert its kind and status; fails the test when the call succeeds. */
export const upstreamFailureOf = (promise: Promise<unknown>): Promise<UpstreamError> =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(UpstreamError);
      return error as UpstreamError;
    },
  );
