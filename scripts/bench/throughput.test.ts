// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { combineRounds, summarizeAutocannon, throughputProblem, type ThroughputFigures } from './throughput.mjs';

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

describe('combineRounds', () => {
  const round = (reqPerSec: number, p50Ms: number, p99Ms: number, extra: Partial<ThroughputFigures> = {}): ThroughputFigures => ({
    reqPerSec,
    p50Ms,
    p99Ms,
    total: reqPerSec * 2,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: { '200': reqPerSec * 2 },
    durationS: 2,
    ...extra,
  });

  it('gives requests/s over all the measured seconds, the median p50 and the worst p99', () => {
    const combined = combineRounds([round(600, 70, 300), round(300, 140, 900), round(660, 65, 250)]);
    expect(combined.reqPerSec).toBe(520);
    expect(combined.p50Ms).toBe(70);
    expect(combined.p99Ms).toBe(900);
    expect(combined.total).toBe(3120);
    expect(combined.durationS).toBe(6);
    expect(combined.statusCodes).toEqual({ '200': 3120 });
  });

  it('weighs rounds by their length and keeps every failure, so a bad round still refuses the measurement', () => {
    const combined = combineRounds([round(500, 60, 200, { durationS: 3 }), round(200, 90, 400, { durationS: 1, non2xx: 4, statusCodes: { '200': 396, '503': 4 } })]);
    expect(combined.reqPerSec).toBe(425);
    expect(combined.non2xx).toBe(4);
    expect(combined.statusCodes).toEqual({ '200': 1396, '503': 4 });
    expect(throughputProblem(combined)).toMatch(/4 non-2xx/);
  });

  it('refuses to combine nothing', () => {
    expect(() => combineRounds([])).toThrow();
  });
});
