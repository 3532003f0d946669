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
 * The figures of one target's rounds as one measurement: requests/s over all the measured seconds,
 * the median round's p50, the worst round's p99, every failure counted.
 * @param {readonly ThroughputFigures[]} rounds
 * @returns {ThroughputFigures}
 */
export function combineRounds(rounds) {
  if (rounds.length === 0) throw new Error('no round to combine');
  const sum = (/** @type {(round: ThroughputFigures) => number} */ pick) => rounds.reduce((total, round) => total + pick(round), 0);
  const middle = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const round of rounds) for (const [code, count] of Object.entries(round.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const durationS = sum((round) => round.durationS);
  return {
    reqPerSec: sum((round) => round.reqPerSec * round.durationS) / durationS,
    p50Ms: middle(rounds.map((round) => round.p50Ms)),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    total: sum((round) => round.total),
    non2xx: sum((round) => round.non2xx),
    errors: sum((round) => round.errors),
    timeouts: sum((round) => round.timeouts),
    statusCodes,
    durationS,
  };
}

/**
 * Measures the targets in interleaved rounds (a, b, c, a, b, c, ...) after a warm-up of each whose
 * figures are thrown away (JIT, caches, the first render of an ISR page): whatever else slows the
 * machine for a while (a build, a backup) then weighs on every target alike rather than on the one
 * measured at that moment. Each target gets `duration` seconds of load in all.
 * @param {string} origin
 * @param {readonly ThroughputTarget[]} targets
 * @param {{ connections: number, duration: number, warmup: number, rounds?: number, log?: (line: string) => void }} options
 * @returns {Promise<Array<ThroughputTarget & ThroughputFigures & { url: string, problem: string | null }>>}
 */
export async function measureThroughput(origin, targets, { connections, duration, warmup, rounds = 1, log = () => {} }) {
  const urls = targets.map((target) => new URL(target.path, origin).href);
  for (const [index, target] of targets.entries()) {
    log(`  ${target.label} ${target.path}: warm-up ${warmup} s`);
    await runAutocannon({ url: /** @type {string} */ (urls[index]), connections, duration: warmup, headers: { ...BROWSER_HEADERS } });
  }
  const roundSeconds = duration / rounds;
  /** @type {ThroughputFigures[][]} */
  const measured = targets.map(() => []);
  for (let round = 1; round <= rounds; round += 1) {
    log(`  round ${round} of ${rounds}: ${roundSeconds} s of each target at ${connections} connections`);
    for (const [index] of targets.entries()) {
      const output = await runAutocannon({ url: /** @type {string} */ (urls[index]), connections, duration: roundSeconds, headers: { ...BROWSER_HEADERS } });
      measured[index]?.push(summarizeAutocannon(output));
    }
  }
  return targets.map((target, index) => {
    const figures = combineRounds(measured[index] ?? []);
    return { ...target, url: /** @type {string} */ (urls[index]), ...figures, problem: throughputProblem(figures) };
  });
}
