// @ts-check
/**
 * Section (b): requests per second under load, with autocannon's programmatic API. The targets
 * run one after another on the same server, so each gets both cores and the ratio compares like
 * with like.
 */
import { createRequire } from 'node:module';
import { assertNotStopping, onCleanup } from './processes.mjs';

/** autocannon is CommonJS without type declarations: required, it is plainly `any`. */
const autocannon = createRequire(import.meta.url)('autocannon');

/**
 * What a browser (or a CDN fetching from the origin) sends: the server then does the work it does
 * for real visitors, compression included.
 */
export const BROWSER_HEADERS = Object.freeze({
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/svg+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'pt-BR,pt;q=0.9',
  'user-agent': 'crop-science-bench (autocannon)',
});

/**
 * @typedef {object} ThroughputFigures
 * @property {number} reqPerSec average requests per second over the measured seconds
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} total requests completed
 * @property {number} non2xx
 * @property {number} errors connection errors, timeouts included
 * @property {number} timeouts
 * @property {Record<string, number>} statusCodes
 * @property {number} durationS
 */

/**
 * The figures we keep from an autocannon result.
 * @param {unknown} output autocannon's result object
 * @returns {ThroughputFigures}
 */
export function summarizeAutocannon(output) {
  const result = /** @type {any} */ (output); // autocannon has no types; missing parts become NaN
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(/** @type {any} */ (stats).count);
  return {
    reqPerSec: Number(result.requests?.average),
    p50Ms: Number(result.latency?.p50),
    p99Ms: Number(result.latency?.p99),
    total: Number(result.requests?.total),
    non2xx: Number(result.non2xx ?? 0),
    errors: Number(result.errors ?? 0),
    timeouts: Number(result.timeouts ?? 0),
    statusCodes,
    durationS: Number(result.duration),
  };
}

/**
 * Why a measurement cannot be compared, or null when it can: requests/s of 404s or of failing
 * connections say nothing about the page.
 * @param {ThroughputFigures} figures
 * @returns {string | null}
 */
export function throughputProblem(figures) {
  if (!(figures.total > 0)) return 'no request completed';
  if (figures.non2xx > 0) return `${figures.non2xx} non-2xx answers (${JSON.stringify(figures.statusCodes)})`;
  if (figures.errors > 0) return `${figures.errors} connection errors (${figures.timeouts} timeouts)`;
  return null;
}

/**
 * One autocannon run, stopped on Ctrl-C and, should it overrun, 30 s after its planned end.
 * @param {{ url: string, connections: number, duration: number, headers: Record<string, string> }} options
 * @returns {Promise<unknown>} autocannon's result object
 */
export function runAutocannon({ url, connections, duration, headers }) {
  return new Promise((resolve, reject) => {
    assertNotStopping();
    /** @type {NodeJS.Timeout | undefined} */
    let guard;
    /** @type {() => void} */
    let unregister = () => {};
    const instance = autocannon(
      { url, connections, duration, headers, timeout: 10, pipelining: 1 },
      (/** @type {Error | null} */ error, /** @type {unknown} */ result) => {
        clearTimeout(guard);
        unregister();
        if (error) reject(error);
        else resolve(result);
      },
    );
    unregister = onCleanup(() => instance.stop());
    guard = setTimeout(() => instance.stop(), (duration + 30) * 1000);
  });
}

/**
 * @typedef {object} ThroughputTarget
 * @property {string} key
 * @property {string} label
 * @property {string} path
 */

/**
 * Measures each target in turn: a warm-up run whose figures are thrown away (JIT, caches, the
 * first render of an ISR page), then the measured run.
 * @param {string} origin
 * @param {readonly ThroughputTarget[]} targets
 * @param {{ connections: number, duration: number, warmup: number, log?: (line: string) => void }} options
 * @returns {Promise<Array<ThroughputTarget & ThroughputFigures & { url: string, problem: string | null }>>}
 */
export async function measureThroughput(origin, targets, { connections, duration, warmup, log = () => {} }) {
  const results = [];
  for (const target of targets) {
    const url = new URL(target.path, origin).href;
    log(`  ${target.label} ${target.path}: warm-up ${warmup} s, then ${duration} s at ${connections} connections`);
    await runAutocannon({ url, connections, duration: warmup, headers: { ...BROWSER_HEADERS } });
    const figures = summarizeAutocannon(await runAutocannon({ url, connections, duration, headers: { ...BROWSER_HEADERS } }));
    results.push({ ...target, url, ...figures, problem: throughputProblem(figures) });
  }
  return results;
}
