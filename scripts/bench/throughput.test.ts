// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summarizeAutocannon, throughputProblem } from './throughput.mjs';

/** The parts of an autocannon 9 result the bench reads. */
const result = {
  requests: { average: 452.3, total: 4523, p50: 450 },
  latency: { p50: 98, p99: 312, average: 105.2 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  duration: 10.02,
  statusCodeStats: { '200': { count: 4523 } },
};

describe('summarizeAutocannon', () => {
  it('keeps average requests/s, latency percentiles and the failures', () => {
    expect(summarizeAutocannon(result)).toEqual({
      reqPerSec: 452.3,
      p50Ms: 98,
      p99Ms: 312,
      total: 4523,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      statusCodes: { '200': 4523 },
      durationS: 10.02,
    });
  });
});

describe('throughputProblem', () => {
  it('accepts a clean run', () => {
    expect(throughputProblem(summarizeAutocannon(result))).toBeNull();
  });

  it('refuses runs of error pages, failed connections or nothing', () => {
    expect(throughputProblem(summarizeAutocannon({ ...result, non2xx: 4523, statusCodeStats: { '404': { count: 4523 } } }))).toBe(
      '4523 non-2xx answers ({"404":4523})',
    );
    expect(throughputProblem(summarizeAutocannon({ ...result, errors: 12, timeouts: 2 }))).toBe('12 connection errors (2 timeouts)');
    expect(throughputProblem(summarizeAutocannon({ ...result, requests: { average: 0, total: 0 } }))).toBe('no request completed');
    expect(throughputProblem(summarizeAutocannon({}))).toBe('no request completed');
  });
});
