// @ts-check
/**
 * Pure budget evaluation of `npm run bench` (DESIGN section 9). Every budget is a ratio or a
 * difference against a reference measured in the same run, so only the comparison lives here.
 */

/**
 * @typedef {'pass' | 'fail' | 'skip' | 'info'} BudgetStatus
 * `info` is a figure we report without a limit ("as close as we can get"); `skip` is a budget the
 * options left out (`--skip-lighthouse`).
 */

/**
 * @typedef {object} BudgetResult
 * @property {string} name
 * @property {BudgetStatus} status
 * @property {number | null} actual
 * @property {number | null} limit
 * @property {'max' | 'min' | null} comparison `max`: actual <= limit; `min`: actual >= limit
 * @property {string} figures what the reader needs to judge the result, e.g. `1.08x shell (<= 1.15x)`
 */

/**
 * Compares one figure with its limit. A figure that could not be measured (NaN, null) fails:
 * a budget nobody could check must not read as met.
 * @param {{ name: string, actual: number | null | undefined, limit: number, comparison: 'max' | 'min', figures: string }} budget
 * @returns {BudgetResult}
 */
export function checkBudget({ name, actual, limit, comparison, figures }) {
  const measured = typeof actual === 'number' && Number.isFinite(actual);
  const pass = measured && (comparison === 'max' ? actual <= limit : actual >= limit);
  return {
    name,
    status: pass ? 'pass' : 'fail',
    actual: measured ? actual : null,
    limit,
    comparison,
    figures: measured ? figures : `not measured${figures ? ` (${figures})` : ''}`,
  };
}

/**
 * @param {string} name
 * @param {string} figures
 * @param {number | null} [actual]
 * @returns {BudgetResult}
 */
export function infoBudget(name, figures, actual = null) {
  return { name, status: 'info', actual, limit: null, comparison: null, figures };
}

/**
 * @param {string} name
 * @param {string} reason
 * @returns {BudgetResult}
 */
export function skippedBudget(name, reason) {
  return { name, status: 'skip', actual: null, limit: null, comparison: null, figures: reason };
}

/**
 * Directives of a Cache-Control header, names lower-cased; a directive without a value maps to ''.
 * @param {string | null | undefined} header
 * @returns {Map<string, string>}
 */
export function parseCacheControl(header) {
  /** @type {Map<string, string>} */
  const directives = new Map();
  for (const part of (header ?? '').split(',')) {
    const [rawName = '', ...rest] = part.split('=');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    directives.set(name, rest.join('=').trim().replace(/^"(.*)"$/, '$1'));
  }
  return directives;
}

/**
 * DESIGN section 9: a CMS page's Cache-Control must let a CDN keep it (`s-maxage` > 0) and serve
 * it stale while it refetches (`stale-while-revalidate`), and nothing may forbid shared caching.
 * @param {string | null | undefined} header
 * @returns {{ ok: boolean, problems: string[] }}
 */
export function checkCdnCacheControl(header) {
  const directives = parseCacheControl(header);
  /** @type {string[]} */
  const problems = [];
  if (!header) problems.push('no cache-control header');
  const sMaxage = Number(directives.get('s-maxage'));
  if (!directives.has('s-maxage')) problems.push('no s-maxage');
  else if (!(Number.isInteger(sMaxage) && sMaxage > 0)) problems.push(`s-maxage is not a positive number of seconds: "${directives.get('s-maxage')}"`);
  if (!directives.has('stale-while-revalidate')) problems.push('no stale-while-revalidate');
  for (const forbidding of ['private', 'no-store', 'no-cache']) {
    if (directives.has(forbidding)) problems.push(`"${forbidding}" stops a CDN from caching it`);
  }
  return { ok: problems.length === 0, problems };
}

/**
 * The report's final list, one line per budget.
 * @param {readonly BudgetResult[]} budgets
 * @returns {string}
 */
export function formatBudgets(budgets) {
  const labels = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP', info: 'INFO' };
  return budgets.map((budget) => `${labels[budget.status]}  ${budget.name}: ${budget.figures}`).join('\n');
}

/**
 * @param {readonly BudgetResult[]} budgets
 * @returns {Record<BudgetStatus, number>}
 */
export function countBudgets(budgets) {
  /** @type {Record<BudgetStatus, number>} */
  const counts = { pass: 0, fail: 0, skip: 0, info: 0 };
  for (const budget of budgets) counts[budget.status] += 1;
  return counts;
}

/**
 * The bench is a measurement, not a test: a failed budget exits 0 unless `--strict`; a run that
 * could not measure (server never answered, a tool crashed) always exits 1.
 * @param {{ runFailed: boolean, budgets: readonly BudgetResult[], strict: boolean }} outcome
 * @returns {0 | 1}
 */
export function exitCodeFor({ runFailed, budgets, strict }) {
  if (runFailed) return 1;
  if (strict && budgets.some((budget) => budget.status === 'fail')) return 1;
  return 0;
}
