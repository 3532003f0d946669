import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * The production server (server.mjs, as `npm start` runs it) refuses a configuration it cannot
 * run with: it says why, every missing variable at once, and exits non-zero without ever listening.
 * Runs on the build the journeys use (the e2e server's copy).
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts server.mjs with only these variables (and PATH), and waits for it to exit: its code and output. */
async function startServer(variables: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_DIST_DIR: '.e2e-next', HOSTNAME: '127.0.0.1', PORT: String(port), ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const stop = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (exitCode) => {
      clearTimeout(stop);
      resolve(exitCode);
    });
  });
  return { code, output, port };
}

test('SANDBOX=off without the production variables: no start, every missing variable listed, exit 1', async () => {
  const { code, output, port } = await startServer({ SANDBOX: 'off' });
  expect(code).toBe(1);
  expect(output).toContain('server not started: Invalid environment configuration');
  for (const name of ['SESSION_SECRET', 'MARKETO_FORMS_URL', 'MARKETO_CLIENT_ID', 'MARKETO_CLIENT_SECRET', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'ACCOUNTS_API_URL']) {
    expect(output).toContain(`- ${name}: is required`);
  }
  expect(output).not.toContain('ready on');
  // Nothing ever listened on its port.
  await expect(fetch(`http://127.0.0.1:${port}/pt-BR`)).rejects.toThrow();
});

test('a bad value stops the start too, named with what is wrong', async () => {
  const { code, output } = await startServer({ SESSION_MAX_AGE_S: 'eight hours', TRUSTED_ORIGINS: 'ftp://files.example' });
  expect(code).toBe(1);
  expect(output).toContain('SESSION_MAX_AGE_S');
  expect(output).toContain('TRUSTED_ORIGINS');
  expect(output).not.toContain('ready on');
});
