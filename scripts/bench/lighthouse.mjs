// @ts-check
/**
 * Section (c): Lighthouse mobile (its default config: emulated Moto G Power, simulated slow 4G and
 * 4x CPU slowdown). The CLI runs in a child process: each run gets a fresh Chromium profile, a
 * hung run can be killed, and Lighthouse's heavy work stays out of the bench's own process.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchOk } from './http.mjs';
import { assertNotStopping, onCleanup, stopGroup, waitForExit } from './processes.mjs';
import { median } from './stats.mjs';

/**
 * STACK.md: the flags Debian's Chromium needs here (no sandbox as root, no GPU, no background
 * traffic). And no paint holding: under Lighthouse's harness, Chromium held the first frame of every
 * page rendered per request (the guarded pages, streamed or not) until paint holding's timeout, an
 * observed first paint of 1.28-1.33 s against a load event at 0.4-0.6 s, which Lantern then turns
 * into an LCP that waits for every script. The same pages in the same Chromium driven by Playwright
 * (from about:blank, and from another page of the site, where paint holding applies) paint at
 * 0.2-0.4 s, as does their HTML replayed with the same headers from a static server in most runs. The
 * flag applies to every page measured, the references included (measured: the shell and the home
 * page score the same with it).
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=PaintHolding',
];

/**
 * @typedef {object} LighthouseRun
 * @property {number | null} performance score 0-1
 * @property {number | null} accessibility score 0-1
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {string[]} failedAccessibilityAudits ids of the accessibility audits that did not pass
 * @property {string | null} runtimeError
 */

/**
 * The figures we keep from a Lighthouse result (LHR).
 * @param {unknown} report the parsed JSON of one run
 * @returns {LighthouseRun}
 */
export function summarizeLhr(report) {
  const lhr = /** @type {any} */ (report); // read defensively below: a failed run lacks parts
  /** @param {unknown} value */
  const numberOrNull = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const audits = lhr?.audits ?? {};
  const accessibilityRefs = /** @type {Array<{ id: string, weight: number }>} */ (lhr?.categories?.accessibility?.auditRefs ?? []);
  return {
    performance: numberOrNull(lhr?.categories?.performance?.score),
    accessibility: numberOrNull(lhr?.categories?.accessibility?.score),
    lcpMs: numberOrNull(audits['largest-contentful-paint']?.numericValue),
    tbtMs: numberOrNull(audits['total-blocking-time']?.numericValue),
    cls: numberOrNull(audits['cumulative-layout-shift']?.numericValue),
    // Only weighted audits count towards the score; a failing one is what keeps it below 100.
    failedAccessibilityAudits: accessibilityRefs
      .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === 'number' && audits[ref.id].score < 1)
      .map((ref) => ref.id),
    runtimeError: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * @typedef {object} LighthouseMedian
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 */

/**
 * The median of each figure on its own over the runs (scores swing about ±0.1 run to run here).
 * A run with a runtime error or a missing figure makes that figure NaN rather than a median of
 * fewer runs, so it cannot pass a budget by accident.
 * @param {readonly LighthouseRun[]} runs
 * @returns {LighthouseMedian}
 */
export function medianOfRuns(runs) {
  /** @param {'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls'} key */
  const medianOf = (key) => {
    const values = runs.map((run) => (run.runtimeError ? null : run[key]));
    if (values.length === 0 || values.some((value) => value === null)) return NaN;
    return median(/** @type {number[]} */ (values));
  };
  return {
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
  };
}

/**
 * One Lighthouse run of one URL through the CLI.
 * @param {string} url
 * @param {{ root: string, outputPath: string, chromePath: string, timeoutMs: number, headers?: Record<string, string> }} options
 * `headers` go with every request of the page (a session cookie)
 * @returns {Promise<unknown>} the LHR (parsed JSON)
 */
export async function runLighthouse(url, { root, outputPath, chromePath, timeoutMs, headers }) {
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(cli)) throw new Error('lighthouse is not installed (npm install)');
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`);
  assertNotStopping();
  rmSync(outputPath, { force: true });
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  /** @type {Buffer[]} */
  const stderr = [];
  // Detached, so that a run that overruns can be stopped with the Chromium it launched.
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: chromePath },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr?.on('data', (chunk) => stderr.push(chunk));
  // SIGINT first: chrome-launcher kills its Chromium on SIGINT, and only then.
  const stop = () => stopGroup(child, { signal: 'SIGINT', graceMs: 5000 });
  const unregister = onCleanup(stop);
  /** @type {Error | undefined} */
  let spawnError;
  child.once('error', (error) => {
    spawnError = error;
  });
  try {
    const exited = await waitForExit(child, timeoutMs);
    if (!exited) {
      await stop();
      throw new Error(`lighthouse ${url} took longer than ${timeoutMs / 1000} s`);
    }
    if (spawnError) throw spawnError;
    if (!existsSync(outputPath)) {
      const output = Buffer.concat(stderr).toString('utf8').trim().split('\n').slice(-15).join('\n');
      throw new Error(`lighthouse ${url} wrote no report (exit code ${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    return JSON.parse(readFileSync(outputPath, 'utf8'));
  } finally {
    unregister();
  }
}

/**
 * Asks for a page until the server answers it from a fresh cache, before Lighthouse loads it. A CMS
 * page is cached for 300 s and the runs of a page come about 170 s apart, so a run often met a
 * stale page: served at once, as it should be, and regenerated in the background, and on this
 * 2-core machine that render (70-370 ms of the server's CPU per page) ran on the cores Chromium was
 * being measured on, before its first paint, which Lantern counts four times over. Measured on 8 CMS
 * pages, 3 rounds of a run on a stale page and one on a settled page: 94.3 against 96.4 points on
 * average, the settled run higher in 17 of 24 pairs, TBT 162 against 110 ms. A visitor's device never
 * pays for the server's regeneration, and the reference never met it (the shell is cached for a
 * year), so every run starts on a settled server. A page without Next's cache header (rendered per
 * request: the signed-in pages) is asked once: its render is its own.
 * @param {string} url
 * @param {{ headers?: Record<string, string>, get?: (url: string, headers: Record<string, string>) => Promise<{ response: Response }>, pauseMs?: number, attempts?: number }} [options]
 * @returns {Promise<string[]>} the cache states the server answered with, in order
 */
export async function settleServerCache(url, { headers = {}, get = fetchOk, pauseMs = 250, attempts = 40 } = {}) {
  /** @type {string[]} */
  const states = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const { response } = await get(url, headers);
    const state = response.headers.get('x-nextjs-cache');
    states.push(state ?? 'none');
    if (state === null || state === 'HIT') return states;
    await sleep(pauseMs);
  }
  throw new Error(`${url} was still ${states.at(-1)} after ${attempts} requests`);
}

/**
 * @typedef {object} LighthouseTarget
 * @property {string} key
 * @property {string} label
 * @property {string} path
 * @property {Record<string, string>} [headers] sent with every request of the page (a session cookie)
 */

/**
 * `runs` rounds over all targets in turn (home, shell, home, shell...), so that the machine's
 * drift during the section weighs on every page alike.
 * @param {string} origin
 * @param {readonly LighthouseTarget[]} targets
 * @param {{ runs: number, root: string, outputDir: string, chromePath: string, timeoutMs: number, log?: (line: string) => void }} options
 * @returns {Promise<Array<LighthouseTarget & { url: string, runs: LighthouseRun[], median: LighthouseMedian }>>}
 */
export async function measureLighthouse(origin, targets, { runs, root, outputDir, chromePath, timeoutMs, log = () => {} }) {
  const results = targets.map((target) => ({ ...target, url: new URL(target.path, origin).href, runs: /** @type {LighthouseRun[]} */ ([]) }));
  for (let round = 1; round <= runs; round += 1) {
    for (const result of results) {
      const started = Date.now();
      const cacheStates = await settleServerCache(result.url, result.headers && { headers: result.headers });
      const lhr = await runLighthouse(result.url, {
        root,
        outputPath: path.join(outputDir, `lighthouse-${result.key}-${round}.json`),
        chromePath,
        timeoutMs,
        ...(result.headers && { headers: result.headers }),
      });
      const run = summarizeLhr(lhr);
      result.runs.push(run);
      const score = run.performance === null ? 'n/a' : Math.round(run.performance * 100);
      const settled = cacheStates.length > 1 ? `, after the server's cache ${cacheStates.join(' -> ')}` : '';
      log(`  ${result.label} run ${round}/${runs}: performance ${score}${run.runtimeError ? ` (${run.runtimeError})` : ''} [${((Date.now() - started) / 1000).toFixed(0)} s${settled}]`);
    }
  }
  return results.map((result) => ({ ...result, median: medianOfRuns(result.runs) }));
}
