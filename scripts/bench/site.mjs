// @ts-check
/**
 * Builds the site when needed and runs the production server for the bench: the numbers only mean
 * something against a production build served the way `npm start` serves it.
 */
import { spawn } from 'node:child_process';
import { existsSync, closeSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { describeFetchError } from './http.mjs';
import { assertNotStopping, onCleanup, runForeground, stopGroup } from './processes.mjs';

/**
 * Step 1: make sure `.next/` holds a build of the current sources.
 * @param {{ root: string, build: boolean }} options `build: false` (`--no-build`) measures whatever is built
 * @returns {Promise<string>} how the build was obtained, for the report
 */
export async function ensureBuild({ root, build }) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!build) {
    if (!existsSync(buildId)) throw new Error('--no-build: there is no build (.next/BUILD_ID is missing)');
    return 'existing build (--no-build)';
  }
  // start.mjs knows when the sources changed since the last build; one place decides that.
  console.log('bench: node scripts/start.mjs --build-only');
  await runForeground(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root });
  return 'scripts/start.mjs --build-only';
}

/**
 * Resolves to true when something already accepts connections on host:port. A second server there
 * would answer in place of ours and the bench would measure the wrong build.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isListening(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The last lines of the server's log, to explain why it did not come up.
 * @param {string} logFile
 * @param {number} [lines]
 */
function logTail(logFile, lines = 30) {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/**
 * @typedef {object} RunningServer
 * @property {string} origin e.g. `http://127.0.0.1:3200`
 * @property {string} command what runs, for the report
 * @property {string} logFile
 * @property {() => Promise<void>} stop
 */

/**
 * Step 1, continued: starts the production server (`server.mjs`, the way `npm start` serves, with
 * its CSP hashing and compression; `next start` until that file exists) and waits for
 * `GET <readyPath>` to answer 200.
 * @param {{ root: string, host: string, port: number, logFile: string, readyPath: string, timeoutMs: number }} options
 * @returns {Promise<RunningServer>}
 */
export async function startServer({ root, host, port, logFile, readyPath, timeoutMs }) {
  const origin = `http://${host}:${port}`;
  if (await isListening(host, port)) {
    throw new Error(`something is already listening on ${host}:${port}; stop it first (the bench would measure it instead)`);
  }
  const useServerMjs = existsSync(path.join(root, 'server.mjs'));
  const [command, args] = useServerMjs
    ? [process.execPath, ['server.mjs']]
    : ['npx', ['next', 'start', '-H', host, '-p', String(port)]];
  const description = useServerMjs ? 'node server.mjs' : `npx next start -H ${host} -p ${port}`;
  // The log goes straight to a file: piping it through the bench would cost the bench CPU while
  // autocannon is measuring.
  assertNotStopping();
  const logFd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: host, SITE_URL: origin },
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  closeSync(logFd);
  /** @type {Error | undefined} */
  let spawnError;
  child.once('error', (error) => {
    spawnError = error;
  });
  const stop = () => stopGroup(child);
  const unregister = onCleanup(stop);
  const server = {
    origin,
    command: description,
    logFile,
    stop: async () => {
      unregister();
      await stop();
    },
  };

  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await server.stop();
      throw new Error(
        `${description} stopped before it was ready (${spawnError?.message ?? `exit code ${child.exitCode ?? child.signalCode}`}). Server log:\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${origin}${readyPath}`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status === 200) return server;
      lastProblem = `GET ${readyPath} answered ${response.status}`;
    } catch (error) {
      lastProblem = describeFetchError(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await server.stop();
  throw new Error(`${description} was not ready after ${timeoutMs / 1000} s (${lastProblem}). Server log:\n${logTail(logFile)}`);
}
