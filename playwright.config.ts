import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium (apt) where it exists; Playwright's own browser otherwise. No download either way. */
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /(global-flags|cluster|aem)\.spec\.ts$/ },
    // The journeys that switch the server's feature flags: once the others are done, as a flag
    // switched off would turn them away from the pages it guards.
    { name: 'global-flags', use: { ...devices['Desktop Chrome'] }, testMatch: /global-flags\.spec\.ts$/, dependencies: ['chromium'] },
    // `npm run start:cluster` (three more servers, a Redis, HAProxy) once the other journeys are done,
    // so it neither slows them down nor is slowed by them.
    { name: 'cluster', use: { ...devices['Desktop Chrome'] }, testMatch: /cluster\.spec\.ts$/, dependencies: ['global-flags'] },
    // The site with CMS_SOURCE=aem against a stand-in AEM: a second server of its own, after the cluster.
    { name: 'aem', use: { ...devices['Desktop Chrome'] }, testMatch: /aem\.spec\.ts$/, dependencies: ['cluster'] },
  ],
  webServer: {
    // The production server over copies of the build and the content, so tests can publish changes
    // without touching content/ or the build `npm start` serves. SITE_URL stays as the build had it:
    // prerendered pages carry the canonical origin baked in.
    command: 'node tests/e2e/support/start-server.mjs',
    url: `${baseURL}/pt-BR`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      // Journeys switch flags in the sandbox and expect the next request to see them.
      FLAGS_REFRESH_MS: '0',
      // Every journey comes from 127.0.0.1: the per-client limits would count the whole suite as one
      // visitor. The limits themselves are proven by the route tests (lib/http/rate-limit.test.ts).
      RATE_LIMIT_WRITES_PER_MINUTE: '10000',
      RATE_LIMIT_SECRET_FAILURES: '10000',
    },
  },
});
