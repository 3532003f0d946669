import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';

/**
 * Import boundaries (DESIGN section 2): app -> blocks -> features -> components/lib, never back.
 * Each feature is sealed from every other feature; the zones are generated from the features/
 * folder, so a new feature is covered the day it is created.
 */
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  { target: './features', from: ['./app', './blocks'], message: 'features never import app/ or the block registry.' },
  { target: './blocks', from: './app', message: 'the block registry never imports app/.' },
  { target: './components', from: ['./features', './app', './blocks'], message: 'components/ is shared UI: it never imports features, blocks or app.' },
  { target: './lib', from: ['./features', './app', './blocks', './components'], message: 'lib/ is the bottom layer: it never imports features, blocks, components or app.' },
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: 'a feature never imports another feature.',
  })),
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.e2e-next/**', '.e2e-content/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench-results/**']),
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  {
    // Plain JavaScript is not type-checked (server.mjs runs without a build step): at least catch
    // names that do not exist.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-undef': 'error' },
  },
]);
