// @ts-check
// `npm test`'s first step (npm runs `pretest` before `test`): the programs the tests need beside
// node_modules. Debian's Chromium for the Playwright journeys (Playwright's own browser download is
// not reachable here), redis-server for the shared store's tests, and haproxy, the load balancer of
// `npm run start:cluster` that the cluster journey runs. Installed with apt when this
// user may (root); otherwise it says exactly what to run, and stops before any test does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @type {{ name: string, present: () => boolean }[]} */
const NEEDED = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'redis-server', present: () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0 },
  { name: 'haproxy', present: () => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0 },
];

const missing = NEEDED.filter((program) => !program.present()).map((program) => program.name);
if (missing.length === 0) process.exit(0);

const command = (/** @type {string} */ sudo) => `${sudo}apt-get update && ${sudo}apt-get install -y ${missing.join(' ')}`;
const mayInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!mayInstall) {
  console.error(`npm test needs ${missing.join(' and ')}, which this machine lacks. Install (Debian), then run npm test again:\n  ${command('sudo ')}`);
  process.exit(1);
}

console.info(`npm test: installing ${missing.join(', ')} (Debian packages)`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
  const step = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (step.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (${step.status ?? step.signal}); install by hand:\n  ${command('')}`);
    process.exit(1);
  }
}
const stillMissing = NEEDED.filter((program) => !program.present()).map((program) => program.name);
if (stillMissing.length > 0) {
  console.error(`still missing after apt-get: ${stillMissing.join(', ')}`);
  process.exit(1);
}
