// @ts-check
// `npm start`: build when the code changed since the last build, then run the production server
// (server.mjs) in the foreground with this process's stdio, environment, signals and exit code.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressStatic } from '../lib/http/precompressed-static.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_ID = path.join(root, '.next', 'BUILD_ID');
const FINGERPRINT = path.join(root, '.next', 'source-fingerprint');

// What `next build` reads. Not content/: it is read at run time, a change never needs a build.
const SOURCE_DIRS = ['app', 'components', 'features', 'lib', 'blocks', 'locales', 'public'];
// The .env files are build inputs too: Next inlines NEXT_PUBLIC_ values and prerenders with them.
const SOURCE_FILES = ['package-lock.json', 'next.config.ts', 'tsconfig.json', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts',
  '.env', '.env.local', '.env.production', '.env.production.local'];
// Tests sit beside the code but never reach the build: editing one should not cost a rebuild.
const NOT_BUILT = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** @param {string} dir @returns {string[]} paths relative to the root, files only */
function filesUnder(dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return entry.isFile() && !NOT_BUILT.test(entry.name) ? [relative] : [];
  });
}

/** Server variables that prerendered pages bake in: the canonical origin and where the content came from. */
const PRERENDER_ENV = ['SITE_URL', 'CMS_SOURCE', 'CMS_BASE_URL', 'CMS_AEM_SITE'];

/** sha256 over the sorted paths, mtimes and sizes of the build inputs, plus the variables baked into the build. */
export function sourceFingerprint() {
  const files = [...SOURCE_DIRS.flatMap(filesUnder), ...SOURCE_FILES.filter((file) => existsSync(path.join(root, file)))];
  const hash = createHash('sha256');
  for (const file of files.map((name) => name.split(path.sep).join('/')).sort()) {
    const { mtimeMs, size } = statSync(path.join(root, file));
    hash.update(`${file}\0${mtimeMs}\0${size}\n`);
  }
  // Inlined into the client bundles at build time, whether they come from a file or the shell.
  /** @param {[string, string | undefined]} entry */
  const baked = ([key]) => key.startsWith('NEXT_PUBLIC_') || PRERENDER_ENV.includes(key);
  for (const [name, value] of Object.entries(process.env).filter(baked).sort()) {
    hash.update(`env:${name}=${value}\n`);
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when the last build is up to date. @param {string} fingerprint */
export function buildReason(fingerprint) {
  if (!existsSync(BUILD_ID)) return 'no build yet (.next/BUILD_ID missing)';
  if (!existsSync(FINGERPRINT)) return 'the last build has no source fingerprint (built outside npm start)';
  if (readFileSync(FINGERPRINT, 'utf8').trim() !== fingerprint) return 'sources changed since the last build';
  return null;
}

/** Builds when needed; returns false when the build failed. */
export function ensureBuild() {
  // Taken before building: a file edited during the build makes the next start build again.
  const fingerprint = sourceFingerprint();
  const reason = buildReason(fingerprint);
  if (!reason) {
    console.info('build is up to date');
    return true;
  }
  console.info(`building: ${reason}`);
  rmSync(FINGERPRINT, { force: true });
  // Next keeps its data cache (CMS reads) across builds; a new build must read the content afresh.
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const build = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error(`build failed (${build.error ?? `exit ${build.status ?? build.signal}`})`);
    return false;
  }
  // server.mjs sends these copies of the build's scripts and styles rather than compressing each response.
  const { files, bytes, brotliBytes } = precompressStatic(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'static'));
  console.info(`precompressed ${files} static files: ${Math.round(bytes / 1024)} KB -> ${Math.round(brotliBytes / 1024)} KB (brotli)`);
  writeFileSync(FINGERPRINT, `${fingerprint}\n`);
  return true;
}

/**
 * How the production server runs: `npm start` runs one, `npm run start:cluster` one per instance.
 * @param {NodeJS.ProcessEnv} env
 */
export function productionServer(env) {
  // Two malloc arenas: compression runs on libuv's threads, and glibc's default of one arena per
  // thread and core kept ~80 MB more resident after a burst of requests, for nothing.
  return { command: process.execPath, args: [path.join(root, 'server.mjs')], cwd: root, env: { MALLOC_ARENA_MAX: '2', ...env } };
}

function main() {
  if (!ensureBuild()) process.exit(1);
  // `npm run build` and the bench: build when needed, leave starting to someone else.
  if (process.argv.includes('--build-only')) return;
  const { command, args, cwd, env } = productionServer(process.env);
  const server = spawn(command, args, { cwd, stdio: 'inherit', env });
  const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
  for (const signal of signals) process.on(signal, () => server.kill(signal));
  server.on('error', (error) => {
    console.error(`could not start server.mjs: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    if (code !== null) process.exit(code);
    // Killed by a signal: die of the same one, so our parent sees what happened.
    for (const name of signals) process.removeAllListeners(name);
    process.kill(process.pid, signal ?? 'SIGTERM');
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
