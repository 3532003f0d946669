// @ts-check
/**
 * Pure parts of the report: each section's table and the budgets derived from its figures
 * (DESIGN section 9). The measuring modules hand their results here; nothing here does I/O.
 */
import { checkBudget, checkCdnCacheControl, infoBudget } from './budgets.mjs';
import { isBlockOwner } from './chunks.mjs';
import { formatKB, formatMs, formatNumber, formatRatio, formatSigned, formatTable } from './format.mjs';
import { ratio } from './stats.mjs';

/** DESIGN section 9. Bytes do not swing, so byte budgets may be absolute; times are ratios. */
export const LIMITS = Object.freeze({
  /** first-load JS of the shell page, gzip (about what a bare Next + MUI page with one button ships) */
  shellFirstLoadJsBytes: 200 * 1024,
  /** first-load JS of a content page / the shell page's */
  firstLoadJsRatio: 1.1,
  /** HTML bytes of the home page / the bare reference page's */
  htmlRatio: 2,
  /** requests/s of a prerendered CMS page / a bare prerendered page's */
  throughputRatio: 0.95,
  /** Lighthouse performance points a page may lose against the shell */
  performancePoints: 3,
  /** Lighthouse accessibility score, in points */
  accessibilityPoints: 100,
  /** cumulative layout shift */
  cls: 0,
});

/**
 * @typedef {{ path: string, gzipBytes: number, rawBytes: number, scripts: Array<{ url: string, gzipBytes: number, rawBytes?: number }> }} PageJsFigures
 */

/**
 * The scripts a page loads that the shell page does not, largest first.
 * @param {PageJsFigures} reference the shell page
 * @param {PageJsFigures} page
 */
export function scriptsBeyond(reference, page) {
  const shellScripts = new Set(reference.scripts.map((script) => script.url));
  return page.scripts.filter((script) => !shellScripts.has(script.url)).sort((a, b) => b.gzipBytes - a.gzipBytes || a.url.localeCompare(b.url));
}

/**
 * The page that loads the most JavaScript (the first of equals), or undefined for no pages.
 * @template {PageJsFigures} Page
 * @param {readonly Page[]} pages
 * @returns {Page | undefined}
 */
export function heaviestPage(pages) {
  return pages.reduce((/** @type {Page | undefined} */ heaviest, page) => (!heaviest || page.gzipBytes > heaviest.gzipBytes ? page : heaviest), undefined);
}

/**
 * Section (a) as text: the reference first, then every page with what it adds to the shell and its
 * ratio to it.
 * @param {PageJsFigures} reference
 * @param {readonly PageJsFigures[]} pages
 * @returns {string}
 */
export function formatFirstLoadJs(reference, pages) {
  return formatTable(
    [
      { header: 'page' },
      { header: 'scripts', align: 'right' },
      { header: 'KB gzip', align: 'right' },
      { header: 'KB raw', align: 'right' },
      { header: 'beyond shell', align: 'right' },
      { header: 'vs shell', align: 'right' },
    ],
    [reference, ...pages].map((page) => [
      page === reference ? `${page.path} (reference)` : page.path,
      String(page.scripts.length),
      formatKB(page.gzipBytes),
      formatKB(page.rawBytes),
      formatKB(scriptsBeyond(reference, page).reduce((sum, script) => sum + script.gzipBytes, 0)),
      formatRatio(ratio(page.gzipBytes, reference.gzipBytes)),
    ]),
  );
}

/**
 * @typedef {{ url: string, gzipBytes: number, holds: string[], neededBy: string[] }} AttributedScript
 */

/**
 * Which blocks a script beyond the shell's came with: the folders whose client code it holds,
 * blocks first; a chunk holding none of our client modules (a library split off) names the
 * blocks that need it.
 * @param {{ holds: readonly string[], neededBy: readonly string[] }} attribution
 * @returns {string}
 */
export function describeAttribution({ holds, neededBy }) {
  const blocksFirst = (/** @type {readonly string[]} */ owners) => [...owners.filter(isBlockOwner), ...owners.filter((owner) => !isBlockOwner(owner))];
  if (holds.length > 0) return `holds ${blocksFirst(holds).join(', ')}`;
  const blocks = neededBy.filter(isBlockOwner);
  if (blocks.length > 0) return `library code needed by ${blocks.join(', ')}`;
  if (neededBy.length > 0) return `library code needed by ${neededBy.join(', ')}`;
  return 'in no client reference manifest (framework or runtime)';
}

/**
 * The heaviest page's scripts beyond the shell's, one line each: size, chunk, what pulled it.
 * @param {string} pagePath
 * @param {readonly AttributedScript[]} scripts largest first
 * @returns {string}
 */
export function formatScriptsBeyond(pagePath, scripts) {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const lines = scripts.map((script) => `  ${formatKB(script.gzipBytes).padStart(7)} KB  ${new URL(script.url).pathname}  ${describeAttribution(script)}`);
  return [`${pagePath}: ${scripts.length} scripts beyond the shell's, ${formatKB(total)} KB gzip`, ...(lines.length > 0 ? lines : ['  (none)'])].join('\n');
}

/**
 * Budgets (a): the shell page <= 200 KB gzip; every content page <= 1.10x the shell.
 * @param {PageJsFigures} reference the shell page
 * @param {readonly PageJsFigures[]} pages
 */
export function firstLoadJsBudgets(reference, pages) {
  return [
    checkBudget({
      name: `first-load JS ${reference.path} (shell)`,
      actual: reference.gzipBytes,
      limit: LIMITS.shellFirstLoadJsBytes,
      comparison: 'max',
      figures: `${formatKB(reference.gzipBytes)} KB gzip (<= ${formatKB(LIMITS.shellFirstLoadJsBytes)} KB)`,
    }),
    ...pages.map((page) => {
      const actual = ratio(page.gzipBytes, reference.gzipBytes);
      return checkBudget({
        name: `first-load JS ${page.path}`,
        actual,
        limit: LIMITS.firstLoadJsRatio,
        comparison: 'max',
        figures: `${formatKB(page.gzipBytes)} KB vs shell ${formatKB(reference.gzipBytes)} KB = ${formatRatio(actual)} (<= ${formatRatio(LIMITS.firstLoadJsRatio)})`,
      });
    }),
  ];
}

/**
 * @typedef {{ path: string, html: { htmlBytes: number, htmlGzipBytes: number, inlineCssBytes: number, emotionCssBytes: number, stylesheetBytes: number, flightBytes: number } }} PageHtmlFigures
 */

/**
 * Section (b) as text: each page's HTML, the CSS inside it (Emotion's part) and beside it, and the
 * flight data inside it; the ratio to the bare page.
 * @param {PageHtmlFigures} bare the reference
 * @param {readonly PageHtmlFigures[]} pages
 * @returns {string}
 */
export function formatHtmlWeight(bare, pages) {
  return formatTable(
    [
      { header: 'page' },
      { header: 'HTML KB', align: 'right' },
      { header: 'gzip', align: 'right' },
      { header: 'inline CSS', align: 'right' },
      { header: 'Emotion', align: 'right' },
      { header: 'CSS files', align: 'right' },
      { header: 'flight', align: 'right' },
      { header: 'vs bare', align: 'right' },
    ],
    [bare, ...pages].map((page) => [
      page === bare ? `${page.path} (reference)` : page.path,
      formatKB(page.html.htmlBytes),
      formatKB(page.html.htmlGzipBytes),
      formatKB(page.html.inlineCssBytes),
      formatKB(page.html.emotionCssBytes),
      formatKB(page.html.stylesheetBytes),
      formatKB(page.html.flightBytes),
      formatRatio(ratio(page.html.htmlBytes, bare.html.htmlBytes)),
    ]),
  );
}

/**
 * Budget (b): the home page's HTML <= 2x the bare page's (uncompressed bytes).
 * @param {PageHtmlFigures} bare
 * @param {PageHtmlFigures} page
 */
export function htmlBudget(bare, page) {
  const actual = ratio(page.html.htmlBytes, bare.html.htmlBytes);
  return checkBudget({
    name: `HTML ${page.path} vs bare page`,
    actual,
    limit: LIMITS.htmlRatio,
    comparison: 'max',
    figures: `${formatKB(page.html.htmlBytes)} KB vs ${formatKB(bare.html.htmlBytes)} KB = ${formatRatio(actual)} (<= ${formatRatio(LIMITS.htmlRatio)})`,
  });
}

/**
 * @typedef {{ key: string, label: string, path: string, reqPerSec: number, p50Ms: number, p99Ms: number, total: number, problem: string | null }} ThroughputFigures
 */

/**
 * Requests/s of a measurement that can be compared, NaN otherwise (404s, errors).
 * @param {ThroughputFigures | undefined} figures
 */
const comparable = (figures) => (figures && !figures.problem ? figures.reqPerSec : NaN);

/**
 * Section (b) as text.
 * @param {readonly ThroughputFigures[]} targets keys `cms`, `bare`, `static`
 * @returns {string}
 */
export function formatThroughput(targets) {
  const table = formatTable(
    [
      { header: 'target' },
      { header: 'path' },
      { header: 'req/s', align: 'right' },
      { header: 'p50', align: 'right' },
      { header: 'p99', align: 'right' },
      { header: 'requests', align: 'right' },
      { header: 'problem' },
    ],
    targets.map((target) => [
      target.label,
      target.path,
      formatNumber(target.reqPerSec, 1),
      formatMs(target.p50Ms),
      formatMs(target.p99Ms),
      formatNumber(target.total),
      target.problem ?? '',
    ]),
  );
  const byKey = new Map(targets.map((target) => [target.key, target]));
  const cms = comparable(byKey.get('cms'));
  return [
    table,
    '',
    `CMS / bare:   ${formatRatio(ratio(cms, comparable(byKey.get('bare'))))} (budget >= ${formatRatio(LIMITS.throughputRatio)})`,
    `CMS / static: ${formatRatio(ratio(cms, comparable(byKey.get('static'))))} (no budget: as close as we can get)`,
  ].join('\n');
}

/**
 * Budgets (b): CMS page >= 0.95x the bare page; the static file is the ceiling, reported only.
 * @param {readonly ThroughputFigures[]} targets
 */
export function throughputBudgets(targets) {
  const byKey = new Map(targets.map((target) => [target.key, target]));
  const cms = byKey.get('cms');
  const bare = byKey.get('bare');
  const staticFile = byKey.get('static');
  const vsBare = ratio(comparable(cms), comparable(bare));
  const vsStatic = ratio(comparable(cms), comparable(staticFile));
  const problems = [cms, bare].filter((target) => target?.problem).map((target) => `${target?.path}: ${target?.problem}`);
  return [
    checkBudget({
      name: 'requests/s CMS page vs bare page',
      actual: vsBare,
      limit: LIMITS.throughputRatio,
      comparison: 'min',
      figures:
        problems.length > 0
          ? problems.join('; ')
          : `${formatNumber(cms?.reqPerSec ?? NaN, 1)} vs ${formatNumber(bare?.reqPerSec ?? NaN, 1)} req/s = ${formatRatio(vsBare)} (>= ${formatRatio(LIMITS.throughputRatio)})`,
    }),
    infoBudget(
      'requests/s CMS page vs static file',
      `${formatNumber(cms?.reqPerSec ?? NaN, 1)} vs ${formatNumber(staticFile?.reqPerSec ?? NaN, 1)} req/s = ${formatRatio(vsStatic)} (the ceiling; no limit)`,
      Number.isFinite(vsStatic) ? vsStatic : null,
    ),
  ];
}

/**
 * Budget: a CMS page's Cache-Control lets a CDN cache it.
 * @param {string} path
 * @param {string | null} header
 * @returns {import('./budgets.mjs').BudgetResult}
 */
export function cacheControlBudget(path, header) {
  const { ok, problems } = checkCdnCacheControl(header);
  return {
    name: `cache-control ${path}`,
    status: ok ? 'pass' : 'fail',
    actual: null,
    limit: null,
    comparison: null,
    figures: `"${header ?? ''}"${ok ? ' (s-maxage + stale-while-revalidate)' : `: ${problems.join('; ')}`}`,
  };
}

/**
 * Scores are 0-1 with two decimals; in points, rounded to one decimal so that floating-point dust
 * (0.87 - 0.90 = -0.030000000000000027) does not decide a budget.
 * @param {number} score
 */
export const toPoints = (score) => Math.round(score * 1000) / 10;

/**
 * A signed difference in points; whole with an odd number of runs, one decimal when a median fell
 * between two runs.
 * @param {number} points
 */
const formatPoints = (points) => formatSigned(points, Number.isInteger(Math.round(points * 10) / 10) ? 0 : 1);

/**
 * CLS as Lighthouse shows it (three decimals): a shift too small to show is not a shift we act on.
 * @param {number} cls
 */
export const roundCls = (cls) => Math.round(cls * 1000) / 1000;

/**
 * @typedef {{ performance: number, accessibility: number, lcpMs: number, tbtMs: number, cls: number }} LighthouseMedianFigures
 * @typedef {{ key: string, label: string, path: string, median: LighthouseMedianFigures, runs: Array<{ performance: number | null, cls: number | null, failedAccessibilityAudits: string[], runtimeError: string | null }> }} LighthousePageFigures
 */

/**
 * Section (c) as text: each run's performance (how much it swung), the medians, then each page's
 * difference from the shell.
 * @param {LighthousePageFigures} reference the shell page
 * @param {readonly LighthousePageFigures[]} pages
 * @returns {string}
 */
export function formatLighthouse(reference, pages) {
  /** @param {LighthousePageFigures} page */
  const row = (page) => [
    page === reference ? `${page.label} (reference)` : page.label,
    page.path,
    page.runs.map((run) => (typeof run.performance === 'number' ? formatNumber(toPoints(run.performance)) : 'n/a')).join(' '),
    formatNumber(toPoints(page.median.performance)),
    formatNumber(toPoints(page.median.accessibility)),
    formatMs(page.median.lcpMs),
    formatMs(page.median.tbtMs),
    formatNumber(roundCls(page.median.cls), 3),
  ];
  /** @param {LighthousePageFigures} page */
  const difference = (page) => [
    `${page.label} - shell`,
    '',
    '',
    formatPoints(toPoints(page.median.performance) - toPoints(reference.median.performance)),
    formatPoints(toPoints(page.median.accessibility) - toPoints(reference.median.accessibility)),
    `${formatSigned(page.median.lcpMs - reference.median.lcpMs, 0)} ms`,
    `${formatSigned(page.median.tbtMs - reference.median.tbtMs, 0)} ms`,
    formatSigned(roundCls(page.median.cls) - roundCls(reference.median.cls), 3),
  ];
  const table = formatTable(
    [
      { header: 'page' },
      { header: 'path' },
      { header: 'perf per run' },
      { header: 'perf', align: 'right' },
      { header: 'a11y', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'TBT', align: 'right' },
      { header: 'CLS', align: 'right' },
    ],
    [row(reference), ...pages.map(row), ...pages.map(difference)],
  );
  const notes = [reference, ...pages].flatMap((page) => {
    const failed = [...new Set(page.runs.flatMap((run) => run.failedAccessibilityAudits))];
    const errors = page.runs.map((run) => run.runtimeError).filter(Boolean);
    const worstCls = Math.max(...page.runs.map((run) => run.cls ?? 0));
    return [
      ...(failed.length > 0 ? [`  ${page.path}: failing accessibility audits: ${failed.join(', ')}`] : []),
      ...(errors.length > 0 ? [`  ${page.path}: runtime errors: ${errors.join('; ')}`] : []),
      ...(roundCls(worstCls) > 0 ? [`  ${page.path}: CLS per run: ${page.runs.map((run) => run.cls ?? 'n/a').join(', ')}`] : []),
    ];
  });
  return [table, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}

/**
 * Budgets (c): every page within 3 performance points of the shell; CLS 0 and accessibility 100
 * for every page measured, the shell included (it is part of every page).
 * @param {LighthousePageFigures} reference
 * @param {readonly LighthousePageFigures[]} pages
 */
export function lighthouseBudgets(reference, pages) {
  const shellPoints = toPoints(reference.median.performance);
  return [
    ...pages.map((page) => {
      const points = toPoints(page.median.performance);
      const difference = Math.round((points - shellPoints) * 10) / 10;
      return checkBudget({
        name: `Lighthouse performance ${page.path} vs shell`,
        actual: difference,
        limit: -LIMITS.performancePoints,
        comparison: 'min',
        figures: `${formatNumber(points, Number.isInteger(points) ? 0 : 1)} vs ${formatNumber(shellPoints, Number.isInteger(shellPoints) ? 0 : 1)} = ${formatPoints(difference)} points (>= -${LIMITS.performancePoints})`,
      });
    }),
    ...[...pages, reference].map((page) =>
      checkBudget({
        name: `Lighthouse CLS ${page.path}`,
        actual: roundCls(page.median.cls),
        limit: LIMITS.cls,
        comparison: 'max',
        figures: `${formatNumber(roundCls(page.median.cls), 3)} (must be 0)`,
      }),
    ),
    ...[...pages, reference].map((page) =>
      checkBudget({
        name: `Lighthouse accessibility ${page.path}`,
        actual: toPoints(page.median.accessibility),
        limit: LIMITS.accessibilityPoints,
        comparison: 'min',
        figures: `${formatNumber(toPoints(page.median.accessibility))} (must be 100)`,
      }),
    ),
  ];
}
