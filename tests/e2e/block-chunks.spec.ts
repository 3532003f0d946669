import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { carousels } from '../../features/carousels/block';
import { leadForm } from '../../features/lead-form/block';
import { socialEmbeds } from '../../features/social-embeds/block';
import type { CmsNode } from '../../lib/cms/model';
import { chunkPathOf, chunksOfOwner, readBuildChunks, type BuildChunks } from '../../scripts/bench/chunks.mjs';
import { extractScriptUrls, measureHtmlWeight } from '../../scripts/bench/html.mjs';
import { demoPages } from './support/demo-pages';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * DESIGN section 9: a page loads the client code of the blocks it renders and no other (a page
 * without a form never downloads react-hook-form). Checked on the built site: the scripts a real
 * page's HTML loads, mapped to client modules through the build's client reference manifests with
 * the bench's own reading of them (scripts/bench/chunks.mjs, `npm run bench` names the same chunks).
 */

/** The build the e2e server serves: support/start-server.mjs copies `.next` here before it starts. */
const buildDir = path.resolve(__dirname, '../../.e2e-next');

/** The blocks whose client code is heavy, by the feature folder that holds it and the resource types it registers. */
const blocks = [
  { name: 'lead form', owner: 'features/lead-form', types: Object.keys(leadForm.blocks) },
  { name: 'carousel', owner: 'features/carousels', types: Object.keys(carousels.blocks) },
  { name: 'social embed', owner: 'features/social-embeds', types: Object.keys(socialEmbeds.blocks) },
] as const;
const [leadFormBlock, carouselBlock, socialEmbedBlock] = blocks;

let build: BuildChunks | undefined;
/** Read once the server is up (it makes the copy), not when Playwright collects the tests. */
const builtSite = () => (build ??= readBuildChunks(buildDir));

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (source: string | undefined) => (source === undefined ? 0 : gzipSync(source, { level: 9 }).length);

/** Every resource type in a page's tree, nested nodes included. */
const resourceTypes = (nodes: readonly CmsNode[]): string[] => nodes.flatMap((node) => [node.resourceType, ...resourceTypes(node.childNodes)]);

/** The block types a published page of content/ renders. */
function typesOnPage(url: string): Set<string> {
  const demo = demoPages().find((candidate) => candidate.url === url);
  if (!demo) throw new Error(`${url} is not a published public page of content/`);
  return new Set(resourceTypes(demo.page.childNodes));
}

/** The chunks a page's HTML makes the browser load, checked to belong to the build read here. */
async function chunksLoadedBy(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  const chunks = extractScriptUrls(await response.text(), response.url()).map(chunkPathOf);
  expect(chunks.length, `${url} loads scripts`).toBeGreaterThan(0);
  // Chunk names are content hashes: one the build does not have means the server serves another build.
  const unknown = chunks.filter((chunk) => chunk.startsWith('/_next/static/chunks/') && builtSite().sourceOf(chunk) === undefined);
  expect(unknown, `chunks of ${url} missing from ${buildDir}: is the server on this port serving another build?`).toEqual([]);
  return chunks;
}

/** The block's chunks a page loads, as `name (size gzip)`, for a message that says what leaked. */
function blockChunksLoaded(owner: string, loaded: readonly string[]): string[] {
  const site = builtSite();
  return chunksOfOwner(site.modules, owner, site.sourceOf)
    .filter((chunk) => loaded.includes(chunk))
    .map((chunk) => `${path.basename(chunk)} (${KB(gzipBytes(site.sourceOf(chunk)))} gzip)`);
}

test('every block checked here has client code in the build, so the checks below can fail', () => {
  const site = builtSite();
  for (const block of blocks) {
    expect(chunksOfOwner(site.modules, block.owner, site.sourceOf), `chunks holding ${block.owner}'s client code`).not.toEqual([]);
  }
});

/** The shell page is a route of its own, not a page of content/: it renders no block at all. */
const pagesWithoutThem = [
  { url: '/pt-BR/reference/shell', what: 'the shell page (layout, header and footer, no blocks)', fromContent: false },
  { url: '/pt-BR/campanhas', what: 'a content page with a hero, headings, text and promo banners', fromContent: true },
];

for (const { url, what, fromContent } of pagesWithoutThem) {
  test(`${what} loads no lead form, carousel or social embed code: ${url}`, async ({ request }) => {
    if (fromContent) {
      const types = typesOnPage(url);
      for (const block of blocks) expect(block.types.filter((type) => types.has(type)), `${url} renders no ${block.name}`).toEqual([]);
    }
    const loaded = await chunksLoadedBy(request, url);
    for (const block of blocks) {
      expect.soft(blockChunksLoaded(block.owner, loaded), `${url} loads chunks holding ${block.owner}'s client code`).toEqual([]);
    }
  });
}

/** The stylesheets a page's HTML links, in order (the bench's own reading of the HTML). */
async function stylesheetsOf(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return measureHtmlWeight(await response.text(), response.url()).stylesheetUrls.map((href) => new URL(href).pathname);
}

/*
 * One stylesheet for every page, the shell's: each more is a render-blocking request before the
 * first paint (Lighthouse's simulated first paint of a content page was 0.3-0.4 s later than the
 * shell's with three small ones more). The CSS chunker leaves a block's module out of the shared
 * stylesheet when its shared chunk would pass 100 KB (Turbopack's cap for CSS, estimated from the
 * minified modules), or when the block's own module is all its dynamic import loads (import a
 * theme module such as layout.module.css beside it). Either shows here first.
 */
test("content pages, guarded or not, link the shell page's one stylesheet and no other", async ({ request, page }) => {
  const shell = await stylesheetsOf(request, '/pt-BR/reference/shell');
  expect(shell).toHaveLength(1);
  for (const url of ['/pt-BR', '/pt-BR/artigos', '/en-US/articles/managing-asian-soybean-rust', '/pt-BR/seeds', '/pt-BR/ferramentas/previsao-do-tempo-em-video']) {
    expect.soft(await stylesheetsOf(request, url), `stylesheets of ${url}`).toEqual(shell);
  }
  // A guarded page renders per request with the visitor's session (the guarded-page route).
  await signInFrom(page, '/pt-BR/meu-impulso', 'ana.ribeiro@example.com.br');
  expect(await stylesheetsOf(page.request, '/pt-BR/meu-impulso')).toEqual(shell);
});

/** Blocks whose code the page's HTML loads (next/dynamic islands). */
const pagesWithThem = [
  { block: carouselBlock, url: '/pt-BR/componentes/carrosseis' },
  { block: socialEmbedBlock, url: '/pt-BR/componentes/contato' },
];

for (const { block, url } of pagesWithThem) {
  test(`a page with a ${block.name} loads its client code: ${url}`, async ({ request }) => {
    const types = typesOnPage(url);
    expect(block.types.some((type) => types.has(type)), `${url} renders a ${block.name}`).toBe(true);
    const loaded = await chunksLoadedBy(request, url);
    expect(blockChunksLoaded(block.owner, loaded), `${url} loads a chunk holding ${block.owner}'s client code`).not.toEqual([]);
  });
}

test('a page with a lead form loads the form kit only when the form comes near the screen, not with the page', async ({ page, request }) => {
  const url = '/pt-BR/campanhas/cadastro';
  expect(leadFormBlock.types.some((type) => typesOnPage(url).has(type)), `${url} renders a lead form`).toBe(true);
  const formKit = chunksOfOwner(builtSite().modules, leadFormBlock.owner, builtSite().sourceOf);
  expect(blockChunksLoaded(leadFormBlock.owner, await chunksLoadedBy(request, url)), `${url}'s HTML loads the form kit`).toEqual([]);

  const requested = new Set<string>();
  page.on('request', (sent) => requested.add(chunkPathOf(sent.url())));
  const formKitRequested = () => formKit.filter((chunk) => requested.has(chunk));
  // A short window: the form starts further down than half a screen below it.
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const submit = page.getByRole('button', { name: 'Quero receber contato' });
  expect(formKitRequested(), 'form kit chunks fetched before the form came near').toEqual([]);
  await expect(submit).toBeDisabled();

  await submit.scrollIntoViewIfNeeded();
  await expect.poll(formKitRequested).toEqual(formKit);
  await expect(submit).toBeEnabled();
});

/**
 * The per-user widgets rendered with their data (docs/architecture.md §3): their code waits for a
 * visitor to reach for them, unless the panel needs it on screen (the requirements' tabs).
 */
test.describe('per-user widgets rendered with their data', () => {
  /** The chunks of a feature's client code the page requested, from the moment this is called. */
  function requestedChunksOf(page: Page, owner: string) {
    const code = chunksOfOwner(builtSite().modules, owner, builtSite().sourceOf);
    expect(code, `${owner} has client code of its own`).not.toEqual([]);
    const requested = new Set<string>();
    page.on('request', (sent) => requested.add(chunkPathOf(sent.url())));
    return () => code.filter((chunk) => requested.has(chunk));
  }

  test("digital finance loads the wrapper's code only once Martina reaches for it", async ({ page }) => {
    const financeCode = requestedChunksOf(page, 'features/finance');
    await signInFrom(page, '/es-AR/finanzas', 'martina.gomez@example.com.ar');
    await expect(page.getByRole('img', { name: 'Consumiste el 62% de tu límite de crédito' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(financeCode(), "the wrapper's code fetched before she reached for it").toEqual([]);
    await page.getByLabel('CUIT').focus();
    await expect.poll(financeCode).not.toEqual([]);
  });

  test("growers' rewards: Emily's snapshot loads no code; John's requirements load it on screen", async ({ page, browser }) => {
    const emilyCode = requestedChunksOf(page, 'features/growers-rewards');
    await signInFrom(page, '/en-US/my-rewards', 'emily.carter@example.com');
    await expect(page.getByText('Available rewards', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(emilyCode()).toEqual([]);

    const john = await browser.newPage();
    try {
      const johnCode = requestedChunksOf(john, 'features/growers-rewards');
      await signInFrom(john, '/en-US/my-rewards', 'john.miller@example.com');
      await expect(john.getByRole('tab', { name: 'Potatoes' })).toHaveAttribute('aria-selected', 'true');
      await expect.poll(johnCode).not.toEqual([]);
    } finally {
      await john.close();
    }
  });
});
