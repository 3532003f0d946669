import { freePort } from '../../../scripts/cluster/free-port.mjs';
import { startNodeScript } from './node-process';

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
  const { child, output, stop } = startNodeScript('tests/e2e/support/start-server.mjs', env);
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
