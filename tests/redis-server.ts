import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/cluster/free-port.mjs';

/**
 * A throw-away Redis for tests of code that speaks to Redis: Debian's redis-server on a free
 * loopback port, with keyspace events on unless asked (Next's shared cache needs them). `npm test` installs
 * redis-server first (scripts/test-machine.mjs).
 */
export interface TestRedis {
  url: string;
  /** Stops it for good. */
  stop(): Promise<void>;
  /** Stops it as an outage would, keeping what it holds for `resume`. */
  pause(): Promise<void>;
  /** Starts it again after `pause`, on the same port, with what it held. */
  resume(): Promise<void>;
}


async function run(port: number, dir: string, keyspaceEvents: boolean): Promise<ChildProcess> {
  // Nothing saved while it runs; everything saved when it is stopped (SIGTERM), for `resume`.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--shutdown-on-sigterm', 'save'];
  if (keyspaceEvents) args.push('--notify-keyspace-events', 'Exe');
  const server = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.on('error', (error) => reject(new Error(`redis-server did not start (${error.message}): run npm test, whose first step installs it`)));
    server.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return server;
}

function ended(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** @param options.keyspaceEvents false: a Redis that sends no keyspace events (as a managed Redis may) */
export async function startTestRedis({ keyspaceEvents = true } = {}): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-redis-'));
  let server = await run(port, dir, keyspaceEvents);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await ended(server);
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => ended(server),
    resume: async () => {
      server = await run(port, dir, keyspaceEvents);
    },
  };
}
