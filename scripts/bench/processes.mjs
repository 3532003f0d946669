// @ts-check
/**
 * Child processes of the bench and their clean-up. The server and Lighthouse run in their own
 * process groups (`detached`), so that stopping them also stops what they started (`npx` ->
 * `next start`, Lighthouse -> Chromium); the bench therefore has to stop them itself on every exit
 * path, Ctrl-C included.
 */
import { spawn } from 'node:child_process';
import { errorMessage } from '../../lib/log/error-message.mjs';

/** @type {Set<() => Promise<void> | void>} */
const cleanups = new Set();
let stopping = false;

/**
 * True once the bench is winding down (Ctrl-C, or the end of the run): nothing new may start then,
 * or a measurement would begin against a server that is being stopped.
 */
export function isStopping() {
  return stopping;
}

/** Throws when the bench is winding down; called before starting a tool or a server. */
export function assertNotStopping() {
  if (stopping) throw new Error('the bench is stopping');
}

/**
 * Registers something to undo when the bench ends; returns the function that unregisters it.
 * @param {() => Promise<void> | void} cleanup
 * @returns {() => void}
 */
export function onCleanup(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs the registered clean-ups, newest first (the server outlives what measures it). */
export async function runCleanups() {
  stopping = true;
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      await cleanup();
    } catch (error) {
      console.error(`bench: clean-up failed: ${errorMessage(error)}`);
    }
  }
}

/**
 * Sends a signal to a whole process group; false when the group is already gone.
 * @param {number} pid the group leader, spawned with `detached: true`
 * @param {NodeJS.Signals | 0} signal
 */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves when the child has exited, or after `ms` (to false).
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
export function waitForExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Stops a detached child and everything in its group: `signal` first, SIGKILL after `graceMs`.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 */
export async function stopGroup(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  if (!child.pid) return;
  signalGroup(child.pid, signal);
  await waitForExit(child, graceMs);
  // The leader may be gone while something it started lingers (npx exits before next-server).
  if (signalGroup(child.pid, 0)) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    signalGroup(child.pid, 'SIGKILL');
  }
}

/**
 * Runs a command in the foreground with the bench's own terminal (a build prints its progress)
 * and resolves when it succeeds. Not detached: Ctrl-C reaches it directly.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<void>}
 */
export function runForeground(command, args, { cwd, env = process.env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
