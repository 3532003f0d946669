import type { Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { untilLive } from './support/hydration';

/**
 * The A-Z product listing (discovery spec §2, §4, §5, §9) on the product navigation pages, against
 * the sandbox's catalogue: a letter, a select and a row's details on the seeds page; the
 * biologicals box on crop protection; the Spanish alphabet and names in es-AR; the whole listing
 * in the HTML without script.
 */
const SEEDS = '/pt-BR/seeds';
const CROP_PROTECTION = '/en-US/crop-protection';

const productNames = (listing: Locator) => listing.getByRole('rowheader').getByRole('link');

test('seeds: a letter, then a select narrow the list; a row opens its description and all its documents', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(SEEDS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sementes Terralis de A a Z');
  await expect(page.getByRole('navigation', { name: 'Áreas de produtos Terralis' }).getByRole('link', { name: 'Sementes' })).toHaveAttribute('aria-current', 'page');
  const listing = page.getByRole('region', { name: 'Sementes de A a Z' });
  const status = listing.getByRole('status');
  await expect(status).toHaveText('41 produtos exibidos');
  await expect(productNames(listing)).toHaveCount(41);

  const letters = listing.getByRole('group', { name: 'Produtos pela letra inicial' });
  await expect(letters.getByRole('button', { name: 'W', exact: true })).toBeDisabled();
  const b = letters.getByRole('button', { name: 'B', exact: true });
  await untilLive(
    async () => {
      if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
    },
    () => expect(b).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 }),
  );
  await expect(productNames(listing)).toHaveText(['Baluarte T0887', 'Bravura TP1103']);
  await expect(status).toHaveText('2 produtos exibidos');

  await listing.getByRole('combobox', { name: 'Biotecnologia' }).selectOption({ label: 'HT' });
  await expect(productNames(listing)).toHaveText(['Baluarte T0887']);
  await expect(status).toHaveText('1 produto exibido');

  const row = listing.getByRole('row').filter({ has: page.getByRole('link', { name: 'Baluarte T0887' }) });
  // 40 characters of the description above 540 px.
  await expect(row.getByText('Baluarte T0887 é um híbrido de milho de…')).toBeVisible();
  await expect(row.getByText('Baluarte T0887 é um…')).toBeHidden();
  const toggle = row.getByRole('button', { name: 'Detalhes Baluarte T0887' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator('#listing-baluarte-t0887-details');
  await expect(details).toBeVisible();

  const description = details.locator('#listing-baluarte-t0887-description');
  await expect(description).toHaveText(/…$/);
  await details.getByRole('button', { name: 'Ver mais' }).click();
  await expect(description).toHaveText(/\.$/);
  await expect(details.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');

  const documents = details.getByRole('list', { name: 'Documentos para download' }).getByRole('link');
  await expect(documents).toHaveText(['Ficha técnica', 'Guia de posicionamento']);
  await details.getByRole('button', { name: 'Ver todos os documentos' }).click();
  await expect(documents).toHaveCount(4);
  const sheet = await page.request.get((await documents.first().getAttribute('href'))!);
  expect(sheet.headers()['content-type']).toMatch(/^application\/pdf/);

  await expectNoSeriousViolations(page);

  // Under 540 px the preview is 20 characters.
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(row.getByText('Baluarte T0887 é um…')).toBeVisible();
  await expect(row.getByText('Baluarte T0887 é um híbrido de milho de…')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The same letter again clears it; the select still narrows: the 15 HT seeds.
  await b.click();
  await expect(b).toHaveAttribute('aria-pressed', 'false');
  await expect(status).toHaveText('15 produtos exibidos');
  await expect(productNames(listing).filter({ hasText: 'Bravura TP1103' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('seeds on a phone: a table of rows in line with its headings, the rows far below the screen rendered only as they near it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(SEEDS);
  const table = page.getByRole('region', { name: 'Sementes de A a Z' }).getByRole('table');
  // A table to assistive technology, laid out as it is: a heading row and a row per product.
  await expect(table.getByRole('row')).toHaveCount(42);
  await expect(table.getByRole('columnheader')).toHaveText(['Nome do produto', 'Descrição', 'Download']);
  await expect(table.getByRole('rowheader')).toHaveCount(41);

  const lefts = (row: Locator) => row.locator(':scope > *').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  const headings = await lefts(table.getByRole('row').first());
  expect(headings).toHaveLength(3);
  expect(await lefts(table.getByRole('row').nth(1))).toEqual(headings);

  // content-visibility: the last product is not rendered until it comes near the screen.
  const last = table.locator('tbody').last();
  // (What content-visibility skips is inside the element that has it: the row's cells.)
  const rendered = () => last.locator('th').evaluate((cell) => cell.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(last.getByRole('rowheader')).toBeVisible();
  expect(await lefts(last.getByRole('row').first())).toEqual(headings);
});

test('crop protection: the biologicals box keeps the four bio products, and gives the others back', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(CROP_PROTECTION);
  const listing = page.getByRole('region', { name: 'Crop protection from A to Z' });
  await expect(listing.getByRole('status')).toHaveText('24 products shown');

  // A box ticked on the server's markup is carried over as the code loads.
  const bioOnly = listing.getByRole('checkbox', { name: 'Biologicals only' });
  await untilLive(
    async () => {
      if (!(await bioOnly.isChecked())) await bioOnly.click();
    },
    () => expect(productNames(listing)).toHaveCount(4, { timeout: 1_000 }),
  );
  await expect(productNames(listing)).toHaveText(['Brisa Bio', 'Guardião Bio', 'Harmonia Bio', 'Zéfiro Bio']);
  await expect(listing.getByRole('status')).toHaveText('4 products shown');
  for (const row of await listing.getByRole('row').filter({ has: page.getByRole('rowheader') }).all()) await expect(row.getByText('Bio', { exact: true })).toBeVisible();

  await listing.getByRole('searchbox', { name: 'Search by name' }).fill('zzz');
  await expect(listing.getByText('No matching results found')).toBeVisible();
  await expect(listing.getByRole('status')).toHaveText('No products shown');
  await listing.getByRole('searchbox', { name: 'Search by name' }).fill('');

  await bioOnly.uncheck();
  await expect(productNames(listing)).toHaveCount(24);
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('es-AR crop protection: the Spanish alphabet with Ñ, an accented name under its plain letter, a crop and an accent-free search', async ({ page, consoleErrors }) => {
  await page.goto('/es-AR/crop-protection');
  const listing = page.getByRole('region', { name: 'Protección de cultivos de la A a la Z' });
  const status = listing.getByRole('status');
  await expect(status).toHaveText('24 productos mostrados');
  const letters = listing.getByRole('group', { name: 'Productos por letra inicial' });
  await expect(letters.getByRole('button')).toHaveCount(27);
  await expect(letters.getByRole('button', { name: 'Ñ', exact: true })).toBeDisabled();

  // 'Índigo 240 SC' is filed under I.
  const i = letters.getByRole('button', { name: 'I', exact: true });
  await untilLive(
    async () => {
      if ((await i.getAttribute('aria-pressed')) !== 'true') await i.click();
    },
    () => expect(i).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 }),
  );
  await expect(productNames(listing)).toHaveText(['Índigo 240 SC']);
  await expect(status).toHaveText('1 producto mostrado');
  await i.click();

  // Oilseed rape is 'Colza' here.
  await listing.getByRole('combobox', { name: 'Cultivo' }).selectOption({ label: 'Colza' });
  await expect(productNames(listing)).toHaveText(['Cobalto 250 EC', 'Escudo 300 SC', 'Rastro 200 EC', 'Semeia 600 FS', 'Umbral 240 EC']);
  await listing.getByRole('combobox', { name: 'Cultivo' }).selectOption({ label: 'Todos los cultivos' });
  await listing.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('vertice');
  await expect(productNames(listing)).toHaveText(['Vértice 250 EC']);
  expect(consoleErrors).toEqual([]);
});

test.describe('a visitor (or a crawler) without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the whole listing in the HTML', async ({ page }) => {
    await page.goto(SEEDS);
    const listing = page.getByRole('region', { name: 'Sementes de A a Z' });
    await expect(productNames(listing)).toHaveCount(41);
    await expect(listing.getByRole('link', { name: 'Aurora T0785' })).toHaveAttribute('href', '/pt-BR/d/aurora-t0785');
    await expect(listing.getByRole('group', { name: 'Produtos pela letra inicial' }).getByRole('button')).toHaveCount(26);
    await expect(listing.getByRole('status')).toHaveText('41 produtos exibidos');
  });
});
