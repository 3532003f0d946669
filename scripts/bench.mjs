// @ts-check
/**
 * `npm run bench`: checks the performance budgets of DESIGN section 9 in one run.
 *
 * Figures on a shared 2-core machine swing from run to run, so nothing here is an absolute
 * threshold: every budget compares a page with a reference measured side by side in the same run
 * against the same production server.
 *   (a) first-load JS (gzip) of every page in the sitemap vs the bare shell page;
 *   (b) requests/s of a prerendered CMS page vs a bare prerendered page (and a static file);
 *   (c) Lighthouse mobile, median of 3, of the home page vs the shell page.
 * It is a measurement, not a test: a failed budget exits 0 unless `--strict`. Options: `--help`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBenchArgs, USAGE } from './bench/args.mjs';
import { checkBudget, countBudgets, exitCodeFor, formatBudgets, skippedBudget } from './bench/budgets.mjs';
import { measureFirstLoadJs } from './bench/first-load-js.mjs';
import { formatDuration } from './bench/format.mjs';
import { parseSitemapLocs, toLocalUrl } from './bench/html.mjs';
import { fetchOk } from './bench/http.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { isStopping, runCleanups } from './bench/processes.mjs';
import {
  cacheControlBudget,
  firstLoadJsBudgets,
  formatFirstLoadJs,
  formatLighthouse,
  formatThroughput,
  LIMITS,
  lighthouseBudgets,
  throughputBudgets,
} from './bench/report.mjs';
import { ensureBuild, startServer } from './bench/site.mjs';
import { BROWSER_HEADERS, measureThroughput } from './bench/throughput.mjs';
import { errorMessage } from '../lib/log/error-message.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = path.join(ROOT, 'bench-results');
/** Loopback only: the bench loads its own server, never anything else. */
const HOST = '127.0.0.1';
const PORT = 3200;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The references and fixed targets of DESIGN section 9 (the demo pages come from the sitemap). */
const PATHS = Object.freeze({
  ready: '/pt-BR',
  shell: '/pt-BR/reference/shell',
  bare: '/pt-BR/reference/bare',
  cms: '/pt-BR/campanhas',
  staticFile: '/images/hero-soy-field.svg',
  home: '/pt-BR',
});

const LOAD = Object.freeze({ connections: 50, warmup: 2 });
const LIGHTHOUSE_RUNS = 3;

/** Progress goes to stderr, so that stdout is the report alone (`npm run bench > report.txt`). */
const log = (/** @type {string} */ line) => console.error(line);
const section = (/** @type {string} */ title) => console.log(`\n${title}\n${'='.repeat(title.length)}`);

/** @type {ReturnType<typeof parseBenchArgs>} */
let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench: ${errorMessage(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

// Ctrl-C (or a CI timeout) must not leave a server on port 3200 or a headless Chromium behind.
for (const [signal, code] of /** @type {const} */ ([['SIGINT', 130], ['SIGTERM', 143]])) {
  process.once(signal, () => {
    log(`\nbench: ${signal}, stopping the server and the tools it runs`);
    void runCleanups().finally(() => process.exit(code));
  });
}

const startedAt = Date.now();
const loadStart = loadavg();
/** @type {import('./bench/budgets.mjs').BudgetResult[]} */
const budgets = [];
/** @type {Array<{ step: string, error: string }>} */
const errors = [];
/** Everything measured, written to bench-results/latest.json. @type {Record<string, unknown>} */
const results = {
  startedAt: new Date(startedAt).toISOString(),
  options,
  machine: { node: process.version, cpus: cpus().length, loadavgAtStart: loadStart },
  paths: PATHS,
};

/**
 * Runs one section; a failure is recorded, fails the run, lists the section's budget as not
 * measured, and lets the next sections still measure.
 * @param {string} step
 * @param {{ name: string, limit: number, comparison: 'max' | 'min' }} budget the section's budget, for the list
 * @param {() => Promise<void>} work
 */
async function attempt(step, budget, work) {
  try {
    await work();
  } catch (error) {
    if (isStopping()) return; // interrupted: the signal handler is already cleaning up and exiting
    errors.push({ step, error: errorMessage(error) });
    console.log(`\n${step} FAILED: ${errorMessage(error)}`);
    budgets.push(checkBudget({ ...budget, actual: NaN, figures: 'the section failed, see above' }));
  }
}

mkdirSync(RESULTS_DIR, { recursive: true });
console.log(`npm run bench: ${results.startedAt}, Node ${process.version}, ${cpus().length} CPUs, load average ${loadStart.map((load) => load.toFixed(2)).join(' ')}`);

try {
  results.build = await ensureBuild({ root: ROOT, build: options.build });
  const buildIdFile = path.join(ROOT, '.next', 'BUILD_ID');
  results.buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : null;

  log(`bench: starting the production server on ${HOST}:${PORT}`);
  const server = await startServer({
    root: ROOT,
    host: HOST,
    port: PORT,
    logFile: path.join(RESULTS_DIR, 'server.log'),
    readyPath: PATHS.ready,
    timeoutMs: 60_000,
  });
  const { origin } = server;
  results.server = { command: server.command, origin, log: path.relative(ROOT, server.logFile) };
  console.log(`server: ${server.command} at ${origin} (build ${results.buildId}: ${results.build}; log ${path.relative(ROOT, server.logFile)})`);

  // (a) First-load JS
  await attempt('(a) first-load JS', { name: 'first-load JS (every page vs shell)', limit: LIMITS.firstLoadJsRatio, comparison: 'max' }, async () => {
    section('(a) First-load JS (gzip level 9, measured here; 1 KB = 1024 B)');
    const { body } = await fetchOk(`${origin}/sitemap.xml`);
    const demoUrls = [...new Set(parseSitemapLocs(body.toString('utf8')).map((loc) => toLocalUrl(loc, origin)))].filter(
      (url) => !new URL(url).pathname.includes('/reference/'),
    );
    if (demoUrls.length === 0) throw new Error('the sitemap lists no pages');
    log(`bench: (a) ${demoUrls.length} pages from the sitemap + the shell page`);
    const [reference, ...pages] = await measureFirstLoadJs([new URL(PATHS.shell, origin).href, ...demoUrls]);
    if (!reference) throw new Error('the shell page was not measured');
    results.firstLoadJs = { reference, pages };
    console.log(formatFirstLoadJs(reference, pages));
    console.log(`\nbudget: every content page <= ${LIMITS.firstLoadJsRatio}x the shell page (${PATHS.shell})`);
    budgets.push(...firstLoadJsBudgets(reference, pages));
  });

  // (b) Throughput, preceded by the cache headers a CDN would see on the same targets
  await attempt('(b) requests/s', { name: 'requests/s CMS page vs bare page', limit: LIMITS.throughputRatio, comparison: 'min' }, async () => {
    section(`(b) Requests/s (autocannon, ${LOAD.connections} connections, ${options.duration} s each after a ${LOAD.warmup} s warm-up, sequential)`);
    /** @type {Record<string, { cacheControl: string | null, contentEncoding: string | null, contentType: string | null }>} */
    const headers = {};
    for (const target of [PATHS.cms, PATHS.bare, PATHS.staticFile]) {
      const { response } = await fetchOk(new URL(target, origin).href, { ...BROWSER_HEADERS });
      headers[target] = {
        cacheControl: response.headers.get('cache-control'),
        contentEncoding: response.headers.get('content-encoding'),
        contentType: response.headers.get('content-type'),
      };
    }
    results.responseHeaders = headers;
    const cmsCacheControl = headers[PATHS.cms]?.cacheControl ?? null;
    budgets.push(cacheControlBudget(PATHS.cms, cmsCacheControl));

    const targets = await measureThroughput(
      origin,
      [
        { key: 'cms', label: 'CMS page (prerendered)', path: PATHS.cms },
        { key: 'bare', label: 'bare page (prerendered)', path: PATHS.bare },
        { key: 'static', label: 'static file', path: PATHS.staticFile },
      ],
      { connections: LOAD.connections, duration: options.duration, warmup: LOAD.warmup, log },
    );
    results.throughput = { ...LOAD, duration: options.duration, requestHeaders: BROWSER_HEADERS, targets };
    console.log(formatThroughput(targets));
    console.log(`\nRequests send browser headers (accept-encoding: ${BROWSER_HEADERS['accept-encoding']}).`);
    for (const [target, seen] of Object.entries(headers)) {
      console.log(`${target}: cache-control "${seen.cacheControl ?? ''}", content-encoding ${seen.contentEncoding ?? 'none'}`);
    }
    budgets.push(...throughputBudgets(targets));
  });

  // (c) Lighthouse
  if (options.skipLighthouse) {
    budgets.push(skippedBudget('Lighthouse (performance vs shell, CLS 0, accessibility 100)', '--skip-lighthouse'));
  } else {
    const lighthouseBudget = { name: 'Lighthouse (performance vs shell, CLS 0, accessibility 100)', limit: 0, comparison: /** @type {const} */ ('min') };
    await attempt('(c) Lighthouse', lighthouseBudget, async () => {
      section(`(c) Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} (runs alternate between the pages)`);
      const lighthouseDir = path.join(RESULTS_DIR, 'lighthouse');
      mkdirSync(lighthouseDir, { recursive: true });
      log(`bench: (c) ${LIGHTHOUSE_RUNS} rounds of home + shell, about 15-40 s per run`);
      const [home, shell] = await measureLighthouse(
        origin,
        [
          { key: 'home', label: 'home', path: PATHS.home },
          { key: 'shell', label: 'shell', path: PATHS.shell },
        ],
        {
          runs: LIGHTHOUSE_RUNS,
          root: ROOT,
          outputDir: lighthouseDir,
          chromePath: CHROME_PATH,
          timeoutMs: 120_000,
          log,
        },
      );
      if (!home || !shell) throw new Error('Lighthouse measured nothing');
      results.lighthouse = { runs: LIGHTHOUSE_RUNS, chromePath: CHROME_PATH, pages: [home, shell], reports: 'bench-results/lighthouse/' };
      console.log(formatLighthouse(shell, [home]));
      console.log(`\nPerformance and accessibility in points (score x 100); full reports in bench-results/lighthouse/.`);
      budgets.push(...lighthouseBudgets(shell, [home]));
    });
  }

  if (!isStopping()) log('bench: stopping the server');
  await server.stop();
} catch (error) {
  // Build or server start failed: nothing could be measured.
  errors.push({ step: 'setup', error: errorMessage(error) });
  console.log(`\nbench could not run: ${errorMessage(error)}`);
} finally {
  await runCleanups();
}

const durationMs = Date.now() - startedAt;
results.machine = { ...(/** @type {object} */ (results.machine)), loadavgAtEnd: loadavg() };
const runFailed = errors.length > 0;
const counts = countBudgets(budgets);
section('Budgets (DESIGN section 9)');
console.log(budgets.length > 0 ? formatBudgets(budgets) : '(none measured)');
console.log(
  `\n${counts.pass} passed, ${counts.fail} failed${counts.skip ? `, ${counts.skip} skipped` : ''}${counts.info ? `, ${counts.info} informational` : ''}` +
    `${runFailed ? `; the run itself failed (${errors.map((entry) => entry.step).join(', ')})` : ''}.`,
);

Object.assign(results, { finishedAt: new Date().toISOString(), durationMs, budgets, errors });
const resultsFile = path.join(RESULTS_DIR, 'latest.json');
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Raw figures: ${path.relative(ROOT, resultsFile)}. Whole run: ${formatDuration(durationMs)}.`);
// The ratios absorb a steady load, not one that comes and goes between the measurements.
const busiest = Math.max(loadStart[0] ?? 0, loadavg()[0] ?? 0);
if (busiest > cpus().length) {
  console.log(`Note: load average reached ${busiest.toFixed(1)} on ${cpus().length} CPUs: other work shared the machine; repeat before acting on a close result.`);
}

process.exitCode = exitCodeFor({ runFailed, budgets, strict: options.strict });

