import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      // (An island imported by its `@/` path: the island rule below, on the root's path.)
      { find: /^@\/(.*)-island\.client$/, replacement: `${root}/$1.client` },
      { find: /^@\//, replacement: `${root}/` },
      // `server-only` throws outside React's server build; in unit tests the guard has nothing to guard.
      { find: /^server-only$/, replacement: `${root}/tests/stubs/empty.ts` },
      // A client island (`x-island.client`) is `x.client` behind next/dynamic, a chunk the browser loads
      // only on pages that render it (tests/lint/islands.test.ts checks that shape). Components render it
      // the way the server does, at once: tests get the module itself, not a lazy wrapper around it.
      { find: /^(\.{1,2}\/.*)-island\.client$/, replacement: '$1.client' },
    ],
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.e2e-next/**', 'tests/e2e/**'],
    // CSS modules are processed (their classes exist and their rules land in the document, where
    // tests/declared-style.ts reads them); other CSS is not imported by components.
    css: { include: [/\.module\.css$/] },
    // next-intl's navigation imports 'next/navigation' without an extension, which Node's ESM
    // loader refuses; bundled by Vite like the app bundles it, it resolves.
    server: { deps: { inline: ['next-intl'] } },
    // A test waits on conditions, never on time: the timeout only stops a hung test. CI shares 2
    // cores with a build at times, and the slowest tests (a form typed field by field, a client
    // timing out 4 attempts) then take several times their usual 1-3 s.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Logs of passing tests are noise (upstream failures are logged on purpose); a failing test shows its own.
    silent: 'passed-only',
  },
});
