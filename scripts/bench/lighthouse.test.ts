// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { medianOfRuns, settleServerCache, summarizeLhr, type LighthouseRun } from './lighthouse.mjs';

/** The parts of a Lighthouse 13 result the bench reads. */
const lhr = (performance: number, accessibility: number, { lcp = 900, tbt = 300, cls = 0 } = {}) => ({
  lighthouseVersion: '13.5.0',
  categories: {
    performance: { score: performance },
    accessibility: {
      score: accessibility,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'tabindex', weight: 0 },
      ],
    },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
    'color-contrast': { score: accessibility < 1 ? 0 : 1 },
    'image-alt': { score: 1 },
    tabindex: { score: 0 },
  },
});

describe('summarizeLhr', () => {
  it('keeps scores, LCP, TBT, CLS and the weighted accessibility audits that failed', () => {
    expect(summarizeLhr(lhr(0.91, 0.96, { lcp: 1234.5, tbt: 310, cls: 0.001 }))).toEqual({
      performance: 0.91,
      accessibility: 0.96,
      lcpMs: 1234.5,
      tbtMs: 310,
      cls: 0.001,
      failedAccessibilityAudits: ['color-contrast'],
      runtimeError: null,
    });
  });

  it('reads a failed run as missing figures and its error', () => {
    const failed = {
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      categories: { performance: { score: null }, accessibility: { score: null } },
      audits: { 'largest-contentful-paint': { numericValue: undefined } },
    };
    expect(summarizeLhr(failed)).toEqual({
      performance: null,
      accessibility: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      failedAccessibilityAudits: [],
      runtimeError: 'NO_FCP: The page did not paint any content.',
    });
    expect(summarizeLhr(undefined).performance).toBeNull();
  });
});

describe('medianOfRuns', () => {
  const run = (performance: number, lcpMs: number): LighthouseRun => ({
    performance,
    accessibility: 1,
    lcpMs,
    tbtMs: 300,
    cls: 0,
    failedAccessibilityAudits: [],
    runtimeError: null,
  });

  it('takes the median of each figure on its own', () => {
    expect(medianOfRuns([run(0.93, 800), run(0.86, 1200), run(0.9, 700)])).toEqual({ performance: 0.9, accessibility: 1, lcpMs: 800, tbtMs: 300, cls: 0 });
  });

  it('gives NaN rather than a median of fewer runs when a run failed', () => {
    const median = medianOfRuns([run(0.93, 800), { ...run(0.9, 700), runtimeError: 'NO_FCP: x' }, run(0.9, 900)]);
    expect(median.performance).toBeNaN();
    expect(medianOfRuns([run(0.9, 800), { ...run(0.9, 800), lcpMs: null }]).lcpMs).toBeNaN();
    expect(medianOfRuns([]).performance).toBeNaN();
  });
});

describe('settleServerCache', () => {
  /** A server that answers with these cache states in turn, and what it was asked. */
  const server = (...states: Array<string | null>) => {
    const asked: Array<{ url: string; headers: Record<string, string> }> = [];
    const get = async (url: string, headers: Record<string, string>) => {
      asked.push({ url, headers });
      const state = states[Math.min(asked.length - 1, states.length - 1)] ?? null;
      return { response: new Response('<html></html>', { headers: state === null ? {} : { 'x-nextjs-cache': state } }) };
    };
    return { get, asked };
  };

  it('asks again while the page is stale or being rendered, until the server answers from its cache', async () => {
    const { get, asked } = server('STALE', 'STALE', 'MISS', 'HIT');
    expect(await settleServerCache('http://127.0.0.1:3100/pt-BR/seeds', { get, pauseMs: 0 })).toEqual(['STALE', 'STALE', 'MISS', 'HIT']);
    expect(asked).toHaveLength(4);
  });

  it('asks a page rendered per request once, with its session', async () => {
    const { get, asked } = server(null);
    expect(await settleServerCache('http://127.0.0.1:3100/pt-BR/meu-impulso', { get, headers: { cookie: 'session=x' }, pauseMs: 0 })).toEqual(['none']);
    expect(asked).toEqual([{ url: 'http://127.0.0.1:3100/pt-BR/meu-impulso', headers: { cookie: 'session=x' } }]);
  });

  it('gives up with the state it was left in', async () => {
    const { get } = server('STALE');
    await expect(settleServerCache('http://127.0.0.1:3100/pt-BR', { get, pauseMs: 0, attempts: 3 })).rejects.toThrow('http://127.0.0.1:3100/pt-BR was still STALE after 3 requests');
  });
});
