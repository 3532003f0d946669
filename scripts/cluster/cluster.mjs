// @ts-check
// Starts and stops the production shape on one machine: a Redis, N instances of the built site
// (the production server, as `npm start` runs it) and HAProxy in front. `npm run start:cluster`
// (scripts/cluster.mjs), the cluster journey (tests/e2e/cluster.spec.ts) and the bench
// (scripts/bench/cluster.mjs) all start it here.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stopGroup } from '../bench/processes.mjs';
import { productionServer } from '../start.mjs';
import { HEALTH_PATH, haproxyConfig } from './haproxy-config.mjs';
import { freePort } from './free-port.mjs';

/** The Debian packages the cluster runs, and how to tell each is there. */
const PROGRAMS = {
  'redis-server': ['--version'],
  haproxy: ['-v'],
};

/**
 * The programs this machine lacks for a cluster (redis-server only when no REDIS_URL is given).
 * @param {{ startsRedis: boolean }} options
 * @returns {string[]}
 */
export function missingPrograms({ startsRedis }) {
  const needed = startsRedis ? /** @type {const} */ (['redis-server', 'haproxy']) : /** @type {const} */ (['haproxy']);
  return needed.filter((program) => spawnSync(program, PROGRAMS[program], { stdio: 'ignore' }).status !== 0);
}

/** @param {readonly string[]} programs */
export const installCommand = (programs) => `sudo apt-get update && sudo apt-get install -y ${programs.join(' ')}`;

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {object} ClusterProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {number} pid
 * @property {boolean} expectedExit set before the cluster stops it
 */

/**
 * Starts a program in its own process group (Ctrl-C in the terminal reaches the cluster, which
 * stops the pieces in order), its output prefixed with its name or written to `logDir/<name>.log`.
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, logDir?: string, output: (line: string) => void }} options
 * @returns {ClusterProcess}
 */
function startProcess(name, command, args, { cwd, env, logDir, output }) {
  const logFd = logDir ? openSync(path.join(logDir, `${name}.log`), 'w') : undefined;
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'] });
  if (logFd !== undefined) closeSync(logFd);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => output(`[${name}] ${line}`));
  }
  return { name, child, pid: child.pid ?? 0, expectedExit: false };
}

/**
 * Waits until `probe` resolves true; fails at once when the process has exited or failed to start,
 * or when the start is called off.
 * @param {ClusterProcess} piece
 * @param {() => Promise<boolean>} probe
 * @param {{ timeoutMs: number, what: string, signal?: AbortSignal }} options
 */
async function waitUntil(piece, probe, { timeoutMs, what, signal }) {
  /** @type {Error | undefined} */
  let spawnError;
  piece.child.once('error', (error) => (spawnError = error));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (spawnError) throw new Error(`${piece.name} could not start: ${spawnError.message}`);
    if (piece.child.exitCode !== null || piece.child.signalCode !== null) {
      throw new Error(`${piece.name} exited before ${what} (${piece.child.exitCode ?? piece.child.signalCode}); see its output`);
    }
    if (await probe()) return;
    await pause(200);
  }
  throw new Error(`${piece.name}: no ${what} after ${timeoutMs / 1000} s`);
}

/** @param {string} url */
async function answers200(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** PING -> +PONG over a raw socket: Redis is up and answering. @param {number} port */
function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * @typedef {object} RunningCluster
 * @property {string} origin the balancer, e.g. `http://127.0.0.1:3000`
 * @property {string} redisUrl
 * @property {ClusterProcess | null} redis null when REDIS_URL was given
 * @property {Array<ClusterProcess & { origin: string, port: number }>} instances
 * @property {ClusterProcess} balancer
 * @property {string} workDir the run's throw-away folder (Redis's, HAProxy's configuration)
 * @property {(name: string, signal?: NodeJS.Signals) => Promise<void>} stopPiece stops one piece and leaves the others running
 * @property {() => Promise<void>} stop stops everything, balancer first, Redis last
 */

/**
 * Starts the cluster and resolves once the balancer answers; on any failure, stops what it started.
 * @param {{ settings: import('./settings.mjs').ClusterSettings, env?: NodeJS.ProcessEnv, logDir?: string,
 *   output?: (line: string) => void, onUnexpectedExit?: (piece: ClusterProcess, code: number | null, signal: NodeJS.Signals | null) => void,
 *   readyTimeoutMs?: number, signal?: AbortSignal }} options `signal`: calls the start off (Ctrl-C): what was started is stopped, and the promise rejects
 * @returns {Promise<RunningCluster>}
 */
export async function startCluster({ settings, env = process.env, logDir, output = console.info, onUnexpectedExit = () => {}, readyTimeoutMs = 120_000, signal }) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'terralis-cluster-'));
  /** @type {ClusterProcess[]} */
  const started = [];
  /** @param {ClusterProcess} piece */
  const watch = (piece) => {
    started.push(piece);
    piece.child.once('exit', (code, signal) => {
      if (!piece.expectedExit) onUnexpectedExit(piece, code, signal);
    });
    return piece;
  };
  /** @param {ClusterProcess} piece @param {NodeJS.Signals} [signal] */
  const stopOne = async (piece, signal = 'SIGTERM') => {
    piece.expectedExit = true;
    // An instance finishes its requests in flight (server.mjs allows 10 s), then is killed.
    await stopGroup(piece.child, { signal, graceMs: 12_000 });
  };
  const stopAll = async () => {
    // The balancer first (no request reaches a stopping instance), Redis last (instances use it to the end).
    for (const piece of [...started].reverse()) await stopOne(piece);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    /** @type {ClusterProcess | null} */
    let redis = null;
    let redisUrl = settings.redisUrl;
    if (!redisUrl) {
      const redisPort = settings.redisPort ?? (await freePort());
      // Nothing persisted; keyspace events on, which the shared cache's handler needs (README).
      const args = ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', workDir, '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe'];
      redis = watch(startProcess('redis', 'redis-server', args, { logDir, output }));
      await waitUntil(redis, () => redisAnswers(redisPort), { timeoutMs: 10_000, what: 'answer to PING', signal });
      redisUrl = `redis://127.0.0.1:${redisPort}`;
    }

    const instances = [];
    for (let index = 0; index < settings.size; index++) {
      const port = settings.firstInstancePort !== null ? settings.firstInstancePort + index : await freePort();
      const server = productionServer({
        ...env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        REDIS_URL: redisUrl,
        SESSION_SECRET: settings.sessionSecret,
        TRUSTED_PROXIES: String(settings.trustedProxies),
        TRUSTED_ORIGINS: settings.trustedOrigins.join(','),
      });
      const piece = watch(startProcess(`instance-${index + 1}`, server.command, server.args, { cwd: server.cwd, env: server.env, logDir, output }));
      instances.push({ ...piece, port, origin: `http://127.0.0.1:${port}` });
    }
    // Started together, checked in turn: they start in parallel.
    for (const instance of instances) {
      await waitUntil(instance, () => answers200(`${instance.origin}${HEALTH_PATH}`), { timeoutMs: readyTimeoutMs, what: `200 on ${HEALTH_PATH}`, signal });
    }

    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ host: settings.host, port: settings.port, instances: instances.map(({ name, port }) => ({ name, host: '127.0.0.1', port })) }));
    const balancer = watch(startProcess('haproxy', 'haproxy', ['-db', '-f', configFile], { logDir, output }));
    const hostInUrl = settings.host.includes(':') && !settings.host.startsWith('[') ? `[${settings.host}]` : settings.host;
    const origin = `http://${hostInUrl}:${settings.port}`;
    await waitUntil(balancer, () => answers200(`${origin}${HEALTH_PATH}`), { timeoutMs: 10_000, what: `200 on ${HEALTH_PATH} through the balancer`, signal });

    return {
      origin,
      redisUrl,
      redis,
      instances,
      balancer,
      workDir,
      async stopPiece(name, signal) {
        const piece = started.find((candidate) => candidate.name === name);
        if (!piece) throw new Error(`no piece named ${name}`);
        await stopOne(piece, signal);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
