// @ts-check
/**
 * The cluster's requests/s: one prerendered CMS page through HAProxy in front of N instances
 * (`npm run start:cluster`, scripts/cluster/cluster.mjs) against the same page from one of those
 * instances alone, in the same run, one after the other (each measurement gets every core). The
 * instances, the balancer and autocannon share this machine's cores, so the gain is bounded by
 * them: the figures come with the CPU count and that bound.
 */
import { cpus } from 'node:os';
import { startCluster } from '../cluster/cluster.mjs';
import { freePort } from '../cluster/free-port.mjs';
import { SERVED_BY_HEADER } from '../cluster/haproxy-config.mjs';
import { clusterSettings } from '../cluster/settings.mjs';
import { checkBudget, infoBudget } from './budgets.mjs';
import { fetchOk } from './http.mjs';
import { assertNotStopping, onCleanup } from './processes.mjs';
import { measureThroughput } from './throughput.mjs';

/** What the bench measures by default: a CMS page every instance serves from the shared cache. */
export const CLUSTER_BENCH_PATH = '/pt-BR/campanhas';

/**
 * @typedef {Awaited<ReturnType<typeof measureThroughput>>[number]} MeasuredTarget
 * @typedef {object} ClusterComparison
 * @property {number} instances
 * @property {number} cpus
 * @property {number} ratio the cluster's requests/s over one instance's (NaN when either failed)
 * @property {number} bound the most a cluster can gain here: no more than one instance per core
 * @property {string | null} problem why the figures cannot be compared, or null
 */

/**
 * The ratio of the two measurements and what bounds it.
 * @param {{ single: MeasuredTarget, cluster: MeasuredTarget, instances: number, cpus: number }} figures
 * @returns {ClusterComparison}
 */
export function compareClusterThroughput({ single, cluster, instances, cpus: cpuCount }) {
  const problem = single.problem ? `one instance: ${single.problem}` : cluster.problem ? `cluster: ${cluster.problem}` : null;
  const ratio = problem || !(single.reqPerSec > 0) ? NaN : cluster.reqPerSec / single.reqPerSec;
  return { instances, cpus: cpuCount, ratio, bound: Math.max(1, Math.min(instances, cpuCount)), problem };
}

/**
 * The report's lines.
 * @param {{ single: MeasuredTarget, cluster: MeasuredTarget, comparison: ClusterComparison }} result
 * @returns {string}
 */
export function formatClusterThroughput({ single, cluster, comparison }) {
  const row = (/** @type {MeasuredTarget} */ target) =>
    `  ${target.label.padEnd(34)} ${Number.isFinite(target.reqPerSec) ? target.reqPerSec.toFixed(0).padStart(6) : '     -'} req/s  p50 ${target.p50Ms} ms  p99 ${target.p99Ms} ms${target.problem ? `  (${target.problem})` : ''}`;
  const { ratio, bound, instances, cpus: cpuCount, problem } = comparison;
  const verdict = problem
    ? `not comparable: ${problem}`
    : `${ratio.toFixed(2)}x one instance, with ${instances} instances on ${cpuCount} CPU${cpuCount === 1 ? '' : 's'}: at most ${bound}x is possible here, less since HAProxy and autocannon use the same cores`;
  return [row(single), row(cluster), `  cluster vs one instance: ${verdict}`].join('\n');
}

/**
 * The cluster section's budget list. Correctness is the budget (DESIGN §9b: the balancer spreads
 * requests over every instance); the requests/s ratio is reported, not judged, since 2 cores bound it.
 * @param {Pick<ClusterThroughput, 'comparison' | 'answeredBy'>} result
 * @returns {import('./budgets.mjs').BudgetResult[]}
 */
export function clusterBudgets({ comparison, answeredBy }) {
  const distinct = new Set(answeredBy.filter((name) => name !== 'unknown')).size;
  return [
    checkBudget({
      name: 'cluster: every instance answers through the balancer',
      actual: distinct,
      limit: comparison.instances,
      comparison: 'min',
      figures: `${distinct} of ${comparison.instances} instances answered ${answeredBy.length} requests`,
    }),
    infoBudget(
      'requests/s cluster vs one instance',
      comparison.problem ? `not comparable: ${comparison.problem}` : `${comparison.ratio.toFixed(2)}x on ${comparison.cpus} CPUs (at most ${comparison.bound}x possible here)`,
      Number.isFinite(comparison.ratio) ? comparison.ratio : null,
    ),
  ];
}

/**
 * @typedef {object} ClusterThroughput
 * @property {string} path
 * @property {MeasuredTarget} single
 * @property {MeasuredTarget} cluster
 * @property {ClusterComparison} comparison
 * @property {string[]} answeredBy the instances that answered a few requests through the balancer before the load
 */

/**
 * Starts the cluster on free ports (its own Redis, a session secret of its own), measures, and
 * stops it; the bench's clean-ups stop it too when the bench is interrupted. Needs a build
 * (`ensureBuild` first) and redis-server and haproxy (`npm test` installs them).
 * @param {{ duration: number, warmup: number, connections: number, path?: string, instances?: number,
 *   logDir?: string, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<ClusterThroughput>}
 */
export async function measureClusterThroughput({ duration, warmup, connections, path = CLUSTER_BENCH_PATH, instances = 3, logDir, log = () => {}, env = process.env }) {
  /** @type {NodeJS.ProcessEnv} */
  const clusterEnv = { ...env, CLUSTER_SIZE: String(instances), HOSTNAME: '127.0.0.1' };
  // A cluster of its own on free ports, whatever the shell has set for `npm run start:cluster`.
  for (const name of ['REDIS_URL', 'PORT', 'CLUSTER_INSTANCE_PORT', 'CLUSTER_REDIS_PORT', 'TRUSTED_PROXIES']) delete clusterEnv[name];
  const parsed = clusterSettings({ ...clusterEnv, PORT: String(await freePort()) });
  if (!parsed.ok) throw new Error(`cluster settings: ${parsed.problems.join('; ')}`);

  log(`  starting ${instances} instances, Redis and HAProxy${logDir ? ` (logs in ${logDir})` : ''}`);
  assertNotStopping();
  // Interrupted while starting: the start is called off and stops what it started before the bench exits.
  const startup = new AbortController();
  const starting = startCluster({ settings: parsed.settings, env: clusterEnv, logDir, output: () => {}, signal: startup.signal });
  const callOff = onCleanup(async () => {
    startup.abort();
    await starting.catch(() => {});
  });
  const cluster = await starting.finally(callOff);
  const unregister = onCleanup(() => cluster.stop());
  try {
    const single = cluster.instances[0];
    if (!single) throw new Error('the cluster started no instance');
    /** @type {string[]} */
    const answeredBy = [];
    for (let request = 0; request < instances * 2; request++) {
      const { response } = await fetchOk(`${cluster.origin}${path}`);
      answeredBy.push(response.headers.get(SERVED_BY_HEADER) ?? 'unknown');
    }
    const [alone] = await measureThroughput(single.origin, [{ key: 'single', label: `one instance (${single.name})`, path }], { connections, duration, warmup, log });
    const [balanced] = await measureThroughput(cluster.origin, [{ key: 'cluster', label: `${instances} instances behind HAProxy`, path }], { connections, duration, warmup, log });
    if (!alone || !balanced) throw new Error('autocannon returned no figures');
    return { path, single: alone, cluster: balanced, comparison: compareClusterThroughput({ single: alone, cluster: balanced, instances, cpus: cpus().length }), answeredBy };
  } finally {
    unregister();
    await cluster.stop();
  }
}
