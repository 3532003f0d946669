// @ts-check
// `npm run start:cluster`: the production shape on one machine, for trial and for the cluster
// journey. Builds when needed (once: every instance serves the same build), then starts a Redis
// (unless REDIS_URL names one), CLUSTER_SIZE instances of the production server and HAProxy in
// front on HOSTNAME:PORT. Ctrl-C (or SIGTERM) stops them all: the balancer, then the instances,
// then Redis. README "Running several instances".
import { installCommand, missingPrograms, startCluster } from './cluster/cluster.mjs';
import { HEALTH_PATH, SERVED_BY_HEADER } from './cluster/haproxy-config.mjs';
import { clusterSettings } from './cluster/settings.mjs';
import { ensureBuild } from './start.mjs';
import { errorMessage } from '../lib/log/error-message.mjs';

/** @param {string} line */
const say = (line) => console.info(`cluster: ${line}`);

const parsed = clusterSettings(process.env);
if (!parsed.ok) {
  console.error(`cluster: not started:\n${parsed.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const { settings } = parsed;
const missing = missingPrograms({ startsRedis: !settings.redisUrl });
if (missing.length > 0) {
  const what = missing.length === 1 ? 'a Debian package' : 'Debian packages';
  console.error(`cluster: needs ${missing.join(' and ')} (${what}), which this machine lacks. Install, then run npm run start:cluster again:\n  ${installCommand(missing)}`);
  process.exit(1);
}
if (!ensureBuild()) process.exit(1);

let stopping = false;
let exitCode = 0;
/** Called off by a signal while starting: startCluster then stops what it started, and rejects. */
const startup = new AbortController();
/** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
let cluster;
/** @param {number} code */
async function stopAndExit(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  say('stopping: balancer, instances, Redis');
  if (!cluster) return startup.abort();
  await cluster.stop();
  process.exit(code);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => void stopAndExit(0));

try {
  cluster = await startCluster({
    settings,
    signal: startup.signal,
    onUnexpectedExit(piece, code, signal) {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (piece.name === 'haproxy') {
        say(`the balancer stopped (${how}): stopping the cluster`);
        void stopAndExit(1);
      } else if (piece.name === 'redis') say(`Redis stopped (${how}): the instances serve from their own memory until it is back`);
      else say(`${piece.name} stopped (${how}): the balancer sends its requests to the others`);
    },
  });
} catch (error) {
  // Called off: everything it started is stopped already.
  if (startup.signal.aborted) process.exit(exitCode);
  console.error(`cluster: not started: ${errorMessage(error)}`);
  process.exit(1);
}

if (cluster && !stopping) {
  const pid = (/** @type {{ pid: number }} */ piece) => `pid ${piece.pid}`;
  say(`redis ${cluster.redisUrl} (${cluster.redis ? `started here, nothing persisted, ${pid(cluster.redis)}` : 'REDIS_URL'})`);
  for (const instance of cluster.instances) say(`${instance.name} ${instance.origin} (${pid(instance)})`);
  say(`balancer ${cluster.origin} (haproxy, round-robin, health checks on ${HEALTH_PATH}, answers name the instance in ${SERVED_BY_HEADER}; ${pid(cluster.balancer)})`);
  if (settings.sessionSecretGenerated) say('SESSION_SECRET: made up for this run (sandbox), the same on every instance');
  say(`ready on ${cluster.origin}; Ctrl-C stops everything`);
}
