import type { APIRequestContext } from '@playwright/test';
import { articleIndexSeed } from '@/lib/upstreams/article-search/sandbox/index-seed';
import { expect, test } from './support/fixtures';
import { sandboxFaults } from './support/faults';
import { signInFrom } from './support/sign-in';
import { arrivals, sessionCookie } from './support/streamed-arrivals';

/**
 * Pages with access rules are rendered for each request and stream: the shell and the fast blocks
 * reach the browser while a slow block still waits for its upstream, behind its skeleton. Proven
 * on the production server (server.mjs) with /pt-BR/area-logada, whose reading list waits for the
 * article search after the access decision.
 */

// The sandbox's faults are global to the server: these journeys run one after another.
test.describe.configure({ mode: 'serial' });

const PAGE = '/pt-BR/area-logada';
const SEARCH = '/articles/pt-BR/search';
const SEARCH_DELAY_MS = 3_000;
/** The reading list's cards, once loaded: the start of any pt-BR article's description (the page streams other blocks too). */
const READING_LIST_CARDS = new RegExp(articleIndexSeed['pt-BR'].map((article) => article.description.slice(0, 24).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

const faults = sandboxFaults();
const slowSearch = (request: APIRequestContext) => faults.add(request, { path: SEARCH, delayMs: SEARCH_DELAY_MS, times: 0 });

test.afterEach(async ({ request }) => {
  await faults.remove(request);
});

test('a guarded page sends its shell and heading before a slow block, which follows when its upstream answers', async ({ page, context, request }) => {
  await signInFrom(page, PAGE, 'ana.ribeiro@example.com.br');
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao programa Impulso' })).toBeVisible();
  const cookie = await sessionCookie(context);
  await slowSearch(request);

  const { status, headers, at } = await arrivals(PAGE, cookie, {
    heading: /Bem-vindo ao programa Impulso/,
    skeleton: /Carregando artigos…/,
    block: READING_LIST_CARDS,
  });
  console.info(`streamed ${PAGE}: heading ${Math.round(at.heading!)} ms, skeleton ${Math.round(at.skeleton!)} ms, block ${Math.round(at.block!)} ms (search delayed ${SEARCH_DELAY_MS} ms)`);
  expect(status).toBe(200);
  expect(headers['transfer-encoding']).toBe('chunked');
  expect(headers['cache-control']).toContain('no-store');
  // The heading and the skeleton came while the search was still being waited for...
  expect(at.heading).toBeLessThan(SEARCH_DELAY_MS - 1_000);
  expect(at.skeleton).toBeLessThan(SEARCH_DELAY_MS - 1_000);
  // ...and the block only once it answered.
  expect(at.block).toBeGreaterThanOrEqual(SEARCH_DELAY_MS);
});

test('the streamed page hydrates under its nonce CSP: skeleton first, then the articles, no violation', async ({ page, request, cspViolations, consoleErrors }) => {
  await signInFrom(page, PAGE, 'ana.ribeiro@example.com.br');
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao programa Impulso' })).toBeVisible();
  await slowSearch(request);
  const response = page.waitForResponse((answer) => new URL(answer.url()).pathname === PAGE);
  // Not waiting for 'load': that fires only once the whole streamed document has arrived.
  await page.reload({ waitUntil: 'commit' });
  const csp = (await response).headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(?:inline|eval)'/);
  expect(csp).not.toContain('sha256-');
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao programa Impulso' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando artigos…' })).toBeAttached();
  const readingList = page.getByRole('region', { name: 'Leituras para a sua lavoura' });
  await expect(readingList.getByRole('listitem').first()).toBeVisible({ timeout: SEARCH_DELAY_MS + 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Carregando artigos…' })).toHaveCount(0);
  // The session's menu and the page's client code run: hydration under the nonce worked.
  await page.getByRole('button', { name: 'Minha conta: Ana' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  expect(cspViolations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('each per-request page gets a nonce of its own, and every inline script carries it; a cached page keeps its hashes', async ({ page, context, request }) => {
  await signInFrom(page, PAGE, 'ana.ribeiro@example.com.br');
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao programa Impulso' })).toBeVisible();
  const cookie = await sessionCookie(context);
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const { headers, body } = await arrivals(PAGE, cookie, {});
    const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))![1]!;
    const scripts = [...body.matchAll(/<script\b([^>]*)>/g)].filter(([, attributes]) => !/type="application\/(?:ld\+)?json"/.test(attributes!));
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);

  const cached = (await request.get('/pt-BR/campanhas')).headers()['content-security-policy']!;
  expect(cached).toMatch(/'sha256-/);
  expect(cached).not.toContain("'nonce-");
});
