// @ts-check
/**
 * `npm run bench`: checks the performance budgets of DESIGN section 9 in one run, against the
 * production server.
 *
 * Bytes do not swing from run to run, so byte budgets are absolute or ratios of bytes; times on a
 * shared 2-core machine do, so every time budget compares a page with a reference measured side by
 * side in the same run.
 *   (a) first-load JS (gzip) of the shell page (absolute) and of every public page (the sitemap's
 *       and the noindex demo pages of content/) and every page with access rules (signed in as an
 *       account of its locale) vs the shell, with the scripts each page loads beyond the shell's
 *       and the blocks they came with;
 *   (b) HTML, CSS and flight bytes of every page; the home page's HTML vs the bare page's;
 *   (c) requests/s of a prerendered CMS page vs a bare prerendered page (and a static file);
 *   (d) Lighthouse mobile, median of 3, of the home page, the rewards calculator, an article with
 *       the AI summary panel, the A-Z product listing, a product page, the article search, the
 *       loyalty portal, digital finance and the growers' rewards page (signed in) vs the shell page;
 *   (e) the cluster: 3 instances behind HAProxy vs one alone (requests/s, and every instance answers).
 * It is a measurement, not a test: a failed budget exits 0 unless `--strict`. Options: `--help`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBenchArgs, USAGE } from './bench/args.mjs';
import { checkBudget, countBudgets, exitCodeFor, formatBudgets, skippedBudget } from './bench/budgets.mjs';
import { attributeChunk, chunkPathOf, readBuildChunks } from './bench/chunks.mjs';
import { clusterBudgets, formatClusterThroughput, measureClusterThroughput } from './bench/cluster.mjs';
import { contentPagePaths, guardedPagePaths } from './bench/demo-pages.mjs';
import { formatDuration, formatKB, formatRatio } from './bench/format.mjs';
import { parseSitemapLocs, toLocalUrl } from './bench/html.mjs';
import { fetchOk } from './bench/http.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measurePages } from './bench/pages.mjs';
import { isStopping, runCleanups } from './bench/processes.mjs';
import {
  cacheControlBudget,
  firstLoadJsBudgets,
  formatFirstLoadJs,
  formatHtmlWeight,
  formatLighthouse,
  formatScriptsBeyond,
  formatThroughput,
  heaviestPage,
  htmlBudget,
  LIMITS,
  lighthouseBudgets,
  scriptsBeyond,
  throughputBudgets,
} from './bench/report.mjs';
import { signInCookie } from './bench/sign-in.mjs';
import { ensureBuild, startServer } from './bench/site.mjs';
import { BROWSER_HEADERS, measureThroughput } from './bench/throughput.mjs';
import { errorMessage } from '../lib/log/error-message.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = path.join(ROOT, 'bench-results');
/** The build the server serves (server.mjs and next.config.ts read the same variable). */
const DIST_DIR = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
/** Loopback only: the bench loads its own server, never anything else. */
const HOST = '127.0.0.1';
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The references and fixed targets of DESIGN section 9 (the other pages: the sitemap's and content/'s). */
const PATHS = Object.freeze({
  ready: '/pt-BR',
  shell: '/pt-BR/reference/shell',
  bare: '/pt-BR/reference/bare',
  cms: '/pt-BR/campanhas',
  staticFile: '/images/hero-soy-field.svg',
  home: '/pt-BR',
  /** The loyalty portal's main page, measured signed in (d). */
  portal: '/pt-BR/meu-impulso',
  /** Digital finance, measured signed in (d). */
  finance: '/es-AR/finanzas',
  /** The growers' rewards page, measured signed in (d). */
  rewards: '/en-US/my-rewards',
  /** The rewards calculator (d): the heaviest island of the marketing tools, at the top of its page. */
  calculator: '/pt-BR/ferramentas/calculadora-de-recompensas',
  /** An article with the AI summary panel (d). */
  article: '/en-US/articles/managing-asian-soybean-rust',
  /** Discovery (d): the A-Z listing of the seeds, a seed's product page and the article search. */
  listing: '/pt-BR/seeds',
  product: '/pt-BR/d/aurora-t0785',
  articleSearch: '/pt-BR/artigos',
  /** Field tools (d): the weather forecast, the market quotations, the weather videos and the course gallery. */
  weather: '/pt-BR/ferramentas/clima',
  quotations: '/pt-BR/ferramentas/cotacoes',
  weatherVideos: '/pt-BR/ferramentas/previsao-do-tempo-em-video',
  courses: '/pt-BR/cursos',
});

/**
 * Pages with access rules are measured signed in, each locale's as a sandbox account who sees every
 * widget there: a family group's leader (pt-BR), a customer with two CUITs (es-AR), a head grower
 * who met the rewards requirements (en-US: banner, rewards, activity).
 */
const SIGNED_IN = Object.freeze([
  { email: 'ana.ribeiro@example.com.br', locale: 'pt-BR' },
  { email: 'martina.gomez@example.com.ar', locale: 'es-AR' },
  { email: 'emily.carter@example.com', locale: 'en-US' },
]);

const CONNECTIONS = 50;
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

// Ctrl-C (or a CI timeout) must not leave a server on the bench's port or a headless Chromium behind.
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
 * Runs one section; a failure is recorded, fails the run, lists the section's budgets as not
 * measured, and lets the next sections still measure. A section prints its report, stores its
 * figures in `results` and pushes its checked budgets to `budgets`.
 * @param {string} step
 * @param {ReadonlyArray<{ name: string, limit: number, comparison: 'max' | 'min' }>} sectionBudgets the section's budgets, for the list
 * @param {() => Promise<void>} work
 */
async function attempt(step, sectionBudgets, work) {
  try {
    await work();
  } catch (error) {
    if (isStopping()) return; // interrupted: the signal handler is already cleaning up and exiting
    errors.push({ step, error: errorMessage(error) });
    console.log(`\n${step} FAILED: ${errorMessage(error)}`);
    for (const budget of sectionBudgets) budgets.push(checkBudget({ ...budget, actual: NaN, figures: 'the section failed, see above' }));
  }
}

mkdirSync(RESULTS_DIR, { recursive: true });
console.log(
  `npm run bench${options.quick ? ' --quick' : ''}: ${results.startedAt}, Node ${process.version}, ${cpus().length} CPUs, load average ${loadStart.map((load) => load.toFixed(2)).join(' ')}`,
);

try {
  results.build = await ensureBuild({ root: ROOT, build: options.build });
  const buildIdFile = path.join(DIST_DIR, 'BUILD_ID');
  results.buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : null;

  log(`bench: starting the production server on ${HOST}:${options.port}`);
  const server = await startServer({
    root: ROOT,
    host: HOST,
    port: options.port,
    logFile: path.join(RESULTS_DIR, 'server.log'),
    readyPath: PATHS.ready,
    timeoutMs: 60_000,
  });
  const { origin } = server;
  results.server = { command: server.command, origin, log: path.relative(ROOT, server.logFile) };
  console.log(`server: ${server.command} at ${origin} (build ${results.buildId}: ${results.build}; log ${path.relative(ROOT, server.logFile)})`);

  // (a) First-load JS, and the pages (b) reads the HTML of
  /** @type {import('./bench/pages.mjs').PageFigures[]} */
  let measuredPages = [];
  /** The pages with access rules (a) measured signed in. @type {string[]} */
  const guardedPaths = [];
  /** The session cookie of each locale's signed-in account. @type {Map<string, string>} */
  const cookies = new Map();
  const firstLoadJsSection = [
    { name: 'first-load JS shell page (absolute)', limit: LIMITS.shellFirstLoadJsBytes, comparison: /** @type {const} */ ('max') },
    { name: 'first-load JS (every page vs shell)', limit: LIMITS.firstLoadJsRatio, comparison: /** @type {const} */ ('max') },
  ];
  await attempt('(a) first-load JS', firstLoadJsSection, async () => {
    section('(a) First-load JS (gzip level 9, measured here; 1 KB = 1024 B)');
    const { body } = await fetchOk(`${origin}/sitemap.xml`);
    const sitemapPaths = parseSitemapLocs(body.toString('utf8')).map((loc) => new URL(toLocalUrl(loc, origin)).pathname);
    if (sitemapPaths.length === 0) throw new Error('the sitemap lists no pages');
    const contentPaths = await contentPagePaths({ root: ROOT, env: process.env });
    const demoPaths = [...(contentPaths ?? []), ...sitemapPaths].filter((pagePath) => !pagePath.includes('/reference/'));
    const pagePaths = [...new Set([PATHS.shell, PATHS.bare, PATHS.home, ...demoPaths])];
    log(`bench: (a) ${pagePaths.length} pages: ${contentPaths ? 'the public pages of content/ and ' : ''}the sitemap's, the shell and the bare page`);
    measuredPages = await measurePages(pagePaths.map((pagePath) => new URL(pagePath, origin).href));
    for (const { email, locale } of SIGNED_IN) {
      const paths = (await guardedPagePaths({ root: ROOT, env: process.env, locale })) ?? [];
      if (paths.length === 0) continue;
      log(`bench: (a) ${paths.length} ${locale} pages with access rules, signed in as ${email}`);
      const cookie = await signInCookie(origin, email);
      cookies.set(locale, cookie);
      guardedPaths.push(...paths);
      measuredPages.push(...(await measurePages(paths.map((pagePath) => new URL(pagePath, origin).href), { headers: { cookie } })));
    }
    const reference = measuredPages.find((page) => page.path === PATHS.shell);
    if (!reference) throw new Error('the shell page was not measured');
    const contentPages = measuredPages.filter((page) => !page.path.includes('/reference/'));
    console.log(formatFirstLoadJs(reference, contentPages));
    console.log(`\nbudgets: the shell page (${PATHS.shell}) <= ${formatKB(LIMITS.shellFirstLoadJsBytes)} KB; every content page <= ${formatRatio(LIMITS.firstLoadJsRatio)} the shell page's`);
    budgets.push(...firstLoadJsBudgets(reference, contentPages));

    // Which blocks each script beyond the shell's came with, from the build's client reference manifests.
    const build = readBuildChunks(DIST_DIR, ROOT);
    /** @type {Map<string, import('./bench/chunks.mjs').ChunkAttribution>} */
    const attributions = new Map();
    /** @param {string} url */
    const attribute = (url) => {
      const chunk = chunkPathOf(url);
      let attribution = attributions.get(chunk);
      if (!attribution) {
        attribution = attributeChunk(build.modules, chunk, build.sourceOf);
        attributions.set(chunk, attribution);
      }
      return attribution;
    };
    const beyondShell = new Map(
      contentPages.map((page) => [
        page.path,
        scriptsBeyond(reference, page).map((script) => {
          const { holds, neededBy } = attribute(script.url);
          return { url: script.url, gzipBytes: script.gzipBytes, rawBytes: script.rawBytes, holds, neededBy };
        }),
      ]),
    );
    // Every page's figures, sections (a) and (b) alike.
    results.pages = measuredPages.map((page) => ({ ...page, beyondShell: beyondShell.get(page.path) ?? [] }));
    results.firstLoadJs = { reference: PATHS.shell };
    const heaviest = heaviestPage(contentPages);
    if (heaviest) {
      console.log(`\nThe heaviest page's scripts beyond the shell's, largest first, and the blocks whose client code each holds:`);
      console.log(formatScriptsBeyond(heaviest.path, beyondShell.get(heaviest.path) ?? []));
      console.log('(every page\'s list: pages[].beyondShell in bench-results/latest.json)');
    }
  });

  // (b) HTML weight, from the pages (a) fetched
  await attempt('(b) HTML weight', [{ name: `HTML ${PATHS.home} vs bare page`, limit: LIMITS.htmlRatio, comparison: 'max' }], async () => {
    section('(b) HTML weight (KB uncompressed unless gzip; inline CSS includes Emotion\'s; flight: the RSC payload scripts)');
    const bare = measuredPages.find((page) => page.path === PATHS.bare);
    const home = measuredPages.find((page) => page.path === PATHS.home);
    if (!bare || !home) throw new Error(`${PATHS.bare} and ${PATHS.home} were not measured (see (a))`);
    const others = measuredPages.filter((page) => page !== bare);
    console.log(formatHtmlWeight(bare, others));
    console.log(`\nbudget: the HTML of ${PATHS.home} <= ${formatRatio(LIMITS.htmlRatio)} ${PATHS.bare}'s`);
    results.html = { reference: PATHS.bare, budgetPage: PATHS.home };
    budgets.push(htmlBudget(bare, home));
  });

  // (c) Throughput, preceded by the cache headers a CDN would see on the same targets
  await attempt('(c) requests/s', [{ name: 'requests/s CMS page vs bare page', limit: LIMITS.throughputRatio, comparison: 'min' }], async () => {
    section(`(c) Requests/s (autocannon, ${CONNECTIONS} connections, ${options.duration} s each after a ${options.warmup} s warm-up, in ${options.rounds} interleaved rounds)`);
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
      { connections: CONNECTIONS, duration: options.duration, warmup: options.warmup, rounds: options.rounds, log },
    );
    results.throughput = { connections: CONNECTIONS, warmup: options.warmup, duration: options.duration, rounds: options.rounds, requestHeaders: BROWSER_HEADERS, targets };
    console.log(formatThroughput(targets));
    console.log(`\nRequests send browser headers (accept-encoding: ${BROWSER_HEADERS['accept-encoding']}).`);
    for (const [target, seen] of Object.entries(headers)) {
      console.log(`${target}: cache-control "${seen.cacheControl ?? ''}", content-encoding ${seen.contentEncoding ?? 'none'}`);
    }
    budgets.push(...throughputBudgets(targets));
  });

  // (d) Lighthouse
  if (options.skipLighthouse) {
    budgets.push(skippedBudget('Lighthouse (performance vs shell, CLS 0, accessibility 100)', options.quick ? '--quick' : '--skip-lighthouse'));
  } else {
    const lighthouseBudget = { name: 'Lighthouse (performance vs shell, CLS 0, accessibility 100)', limit: 0, comparison: /** @type {const} */ ('min') };
    await attempt('(d) Lighthouse', [lighthouseBudget], async () => {
      section(`(d) Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} (runs alternate between the pages)`);
      const lighthouseDir = path.join(RESULTS_DIR, 'lighthouse');
      mkdirSync(lighthouseDir, { recursive: true });
      // Each page with access rules that (a) measured, with the session of its locale's account.
      const signedIn = [
        { key: 'portal', label: 'loyalty portal (signed in)', path: PATHS.portal },
        { key: 'finance', label: 'digital finance (signed in)', path: PATHS.finance },
        { key: 'rewards', label: "growers' rewards (signed in)", path: PATHS.rewards },
      ].flatMap((page) => {
        const cookie = cookies.get(page.path.split('/')[1] ?? '');
        return guardedPaths.includes(page.path) && cookie ? [{ ...page, headers: { cookie } }] : [];
      });
      const marketingTools = [
        { key: 'calculator', label: 'rewards calculator', path: PATHS.calculator },
        { key: 'article', label: 'article with the AI summary', path: PATHS.article },
      ];
      const discovery = [
        { key: 'listing', label: 'A-Z product listing', path: PATHS.listing },
        { key: 'product', label: 'product page', path: PATHS.product },
        { key: 'articleSearch', label: 'article search', path: PATHS.articleSearch },
      ];
      const fieldTools = [
        { key: 'weather', label: 'weather forecast', path: PATHS.weather },
        { key: 'quotations', label: 'market quotations', path: PATHS.quotations },
        { key: 'weatherVideos', label: 'weather videos', path: PATHS.weatherVideos },
        { key: 'courses', label: 'course gallery', path: PATHS.courses },
      ];
      log(`bench: (d) ${LIGHTHOUSE_RUNS} rounds of home${[...marketingTools, ...discovery, ...fieldTools, ...signedIn].map((page) => ` + ${page.key}`).join('')} + shell, about 15-40 s per run`);
      const [shell, home, ...others] = await measureLighthouse(
        origin,
        [
          { key: 'shell', label: 'shell', path: PATHS.shell },
          { key: 'home', label: 'home', path: PATHS.home },
          ...marketingTools,
          ...discovery,
          ...fieldTools,
          ...signedIn,
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
      // The session cookie stays out of the figures kept.
      const pages = [home, ...others].map(({ headers: _headers, ...page }) => page);
      results.lighthouse = { runs: LIGHTHOUSE_RUNS, chromePath: CHROME_PATH, pages: [...pages, shell], reports: 'bench-results/lighthouse/' };
      console.log(formatLighthouse(shell, pages));
      console.log(`\nPerformance and accessibility in points (score x 100); full reports in bench-results/lighthouse/.`);
      budgets.push(...lighthouseBudgets(shell, pages));
    });
  }

  if (!isStopping()) log('bench: stopping the server');
  await server.stop();

  // (e) The cluster, once our server has stopped and the machine is quiet: it runs servers of its own.
  await attempt('(e) cluster', [{ name: 'cluster: every instance answers through the balancer', limit: 3, comparison: 'min' }], async () => {
    section(`(e) Several instances (npm run start:cluster): 3 behind HAProxy vs one alone, ${options.duration} s each after a ${options.warmup} s warm-up`);
    const cluster = await measureClusterThroughput({ duration: options.duration, warmup: options.warmup, connections: CONNECTIONS, logDir: RESULTS_DIR, log });
    results.cluster = cluster;
    console.log(formatClusterThroughput(cluster));
    console.log(`\nInstances that answered through the balancer: ${[...new Set(cluster.answeredBy)].join(', ')}.`);
    budgets.push(...clusterBudgets(cluster));
  });
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

