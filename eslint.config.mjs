import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import { layoutRules } from './scripts/lint/layout-rules.mjs';

/**
 * The layout of docs/architecture.md, enforced. Imports flow app -> blocks -> features ->
 * components/lib, never back; each feature is sealed from every other and opened to the layers
 * above only through its `index.ts` (public surface), `block.ts` (its blocks) and
 * `messages/index.ts` (its messages);
 * shared UI never reaches server-only modules; upstream clients reach the sandbox only through its
 * hook. `tests/lint/boundaries.test.ts` proves every rule with a probe that breaks it.
 */
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Upstream client code: the files of lib/upstreams and of each service folder, not their sandbox/ folders nor tests. */
const upstreamClients = ['./lib/upstreams/!(*.test).ts', './lib/upstreams/*/!(*.test).ts'];

/** Exceptions to a glob `from` are matched against the imported file's absolute path as they are. */
const absolute = (relative) => fileURLToPath(new URL(relative, import.meta.url));

const boundaryZones = [
  { target: './features', from: ['./app', './blocks'], message: 'features never import app/ or the block registry.' },
  { target: './blocks', from: './app', message: 'the block registry never imports app/.' },
  { target: './components', from: ['./features', './app', './blocks'], message: 'components/ is shared UI: it never imports features, blocks or app.' },
  { target: './lib', from: ['./features', './app', './blocks', './components'], message: 'lib/ is the bottom layer: it never imports features, blocks, components or app.' },
  {
    target: ['./app/**', './blocks/**'],
    from: ['./features/*/**'],
    except: [absolute('./features/*/index.ts'), absolute('./features/*/block.ts'), absolute('./features/*/messages/index.ts')],
    message: 'a feature is used through its index.ts, block.ts or messages/index.ts, never through its inner files.',
  },
  {
    target: ['./blocks/messages.ts', './blocks/i18n-request.ts'],
    from: ['./blocks/{registry.ts,cms-blocks.tsx}', './features/*/block.ts', './features/*/index.ts', './components/**'],
    message: "next-intl's request configuration runs on every route: it reads message catalogues only, never a block (every route would carry every block's client code).",
  },
  {
    target: './components',
    from: ['./lib/env.ts', './lib/upstreams', './lib/auth', './lib/query/server.ts', './lib/shared-store'],
    message: 'components/ is shared UI: it never reaches server-only modules (env, upstreams, auth, server queries, the shared store); a feature does that.',
  },
  {
    target: upstreamClients,
    from: ['./lib/sandbox/!(hook).ts'],
    message: 'upstream clients reach the sandbox only through lib/sandbox/hook.ts.',
  },
  {
    target: ['./app/**', './blocks/**', './features/**', './components/**', ...upstreamClients, './lib/!(sandbox|upstreams)/**', './lib/*.ts'],
    from: ['./lib/upstreams/*/sandbox/**'],
    message: "a service's sandbox is part of the sandbox: only lib/sandbox (and tests) import it.",
  },
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: 'a feature never imports another feature.',
  })),
];

const reactQueryOnlyInClientCode = {
  name: '@tanstack/react-query',
  message: 'only client code (*.client.tsx, api/use-*.ts) imports @tanstack/react-query; server code uses @tanstack/query-core.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-*/**', '.e2e-next/**', '.e2e-content/**', '.e2e-aem-next/**', '.e2e-aem-content/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench-results/**']),
  {
    plugins: { layout: { rules: layoutRules } },
    // import/no-cycle walks every module it can parse: packages cannot import our code, so it need not read them.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      'layout/kebab-case-file-name': 'error',
      'layout/client-file-marker': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // TanStack Query's hooks and providers are client components: imported from server code (a
    // block, a prefetch), they join the chunks of every page of the route (docs/architecture.md §3).
    // Server code takes QueryClient and dehydrate from @tanstack/query-core.
    files: ['app/**', 'blocks/**', 'components/**', 'features/**', 'lib/**'],
    ignores: ['**/*.client.ts', '**/*.client.tsx', '**/api/use-*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactQueryOnlyInClientCode],
          // MUI's components are client modules: Turbopack sends every one the CMS route's server
          // graph can reach to every CMS page (docs/architecture.md §5). Server code uses the
          // theme's CSS modules (components/theme) instead.
          patterns: [{ regex: '^@mui/material(/(?!styles$).*)?$', message: 'server code draws on CSS modules (components/theme); MUI components are client modules that join every page of the route.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  {
    // Plain JavaScript for Node (server.mjs runs without a build step): tsc checks the server's
    // and the scripts' files too (tsconfig checkJs); this catches names that do not exist in any .mjs.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-undef': 'error' },
  },
]);
