import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../../scripts/cluster/free-port.mjs';

const root = path.resolve(__dirname, '../../..');

export interface SiteOnAem {
  origin: string;
  output: string[];
  stop(): Promise<void>;
}

/**
 * The production server with `CMS_SOURCE=aem` against `aemOrigin`, over its own copies of the
 * build and content (start-server.mjs with `E2E_COPIES`): the same build the other journeys use,
 * its pages read from AEM at run time.
 */
export async function startSiteOnAem(aemOrigin: string, { timeoutMs = 60_000 } = {}): Promise<SiteOnAem> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    E2E_COPIES: '.e2e-aem',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    CMS_SOURCE: 'aem',
    CMS_BASE_URL: aemOrigin,
    CMS_TIMEOUT_MS: '5000',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    RATE_LIMIT_SECRET_FAILURES: '10000',
  };
  for (const name of ['REDIS_URL', 'E2E_PORT', 'CMS_AEM_ROOTS', 'CMS_AUTHOR_URL', 'CMS_AUTHOR_AUTH']) delete env[name];
  const child: ChildProcess = spawn(process.execPath, ['tests/e2e/support/start-server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => output.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const healthy = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { origin, output, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the site on the stand-in AEM did not start:\n${output.slice(-40).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
