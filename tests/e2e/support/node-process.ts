import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(__dirname, '../../..');

export interface NodeProcess {
  child: ChildProcess;
  /** Every line it printed so far, stdout and stderr. */
  output: string[];
  /** Stops it (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
}

/** A Node script of the project run as a person runs it, in the project's folder, its output kept. */
export function startNodeScript(script: string, env: NodeJS.ProcessEnv): NodeProcess {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => output.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
