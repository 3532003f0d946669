import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The site search (discovery spec §2, §4, §5, §8, §9) against the sandbox's search index: the
 * header's panel by keyboard and mouse, recent searches, 'view all results' and the results page,
 * which pages without any script.
 */

const RECENTS_KEY = 'terralis:recent-searches';

test('by keyboard from the header: type, arrows, Enter to a result; the query becomes a recent search', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto('/pt-BR');
  const opener = page.getByRole('link', { name: 'Buscar', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Buscar no site' });
  const box = panel.getByRole('combobox', { name: 'Buscar produtos e artigos' });
  await expect(box).toBeFocused();
  // Empty: the built-in suggestions.
  await expect(panel.getByRole('option')).toHaveText(['Sementes de soja', 'Ferrugem-asiática', 'Herbicidas', 'Milho safrinha']);
  await expectNoSeriousViolations(page);

  // 'ferugem': a typo, and no accent; the index still finds the article.
  await page.keyboard.type('ferugem asiatica');
  const article = panel.getByRole('option', { name: /Ferrugem-asiática na soja/ });
  await expect(article).toBeVisible();
  await expect(article).toContainText('Artigo');
  expect(await panel.getByRole('option').count()).toBeLessThanOrEqual(6);
  const options = await panel.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.startsWith('Ferrugem-asiática na soja'));
  for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
  await expect(article).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt-BR\/artigos\/manejo-da-ferrugem-asiatica-na-soja$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), RECENTS_KEY)).toBe('["ferugem asiatica"]');

  // Reopened: the recent search comes first; Escape closes and the focus is back on the button.
  await page.getByRole('link', { name: 'Buscar', exact: true }).click();
  await expect(panel.getByRole('option').first()).toHaveText('ferugem asiaticaRecente');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buscar', exact: true })).toBeFocused();
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

for (const { locale, opener, dialog, input, query, product, path, recentLabel } of [
  { locale: 'es-AR', opener: 'Buscar', dialog: 'Buscar en el sitio', input: 'Buscar productos y artículos', query: 'cobalto', product: 'Cobalto 250 EC', path: '/es-AR/cpd/cobalto-250-ec', recentLabel: 'Reciente' },
  { locale: 'en-US', opener: 'Search', dialog: 'Search the site', input: 'Search products and articles', query: 'aurora t07', product: 'Aurora T0785', path: '/en-US/d/aurora-t0785', recentLabel: 'Recent' },
] as const) {
  test(`by keyboard in ${locale}: type, arrows, Enter to a product page; the query becomes a recent search`, async ({ page, consoleErrors }) => {
    await page.goto(`/${locale}`);
    await page.getByRole('link', { name: opener, exact: true }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: dialog });
    await expect(panel.getByRole('combobox', { name: input })).toBeFocused();
    await page.keyboard.type(query);
    const result = panel.getByRole('option', { name: new RegExp(`^${product}`) });
    await expect(result).toBeVisible();
    const options = await panel.getByRole('option').allTextContents();
    const index = options.findIndex((text) => text.startsWith(product));
    for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
    await expect(result).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product);

    await page.getByRole('link', { name: opener, exact: true }).click();
    await expect(panel.getByRole('option').first()).toHaveText(`${query}${recentLabel}`);
    expect(consoleErrors).toEqual([]);
  });
}

test("Enter and 'view all results' lead to the results page, which pages; a click outside closes the panel", async ({ page, consoleErrors }) => {
  await page.goto('/en-US/tools');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Search the site' });
  await panel.getByRole('combobox').fill('fungicide');
  await expect(panel.getByRole('option').first()).toBeVisible();
  await panel.getByRole('link', { name: 'View all results' }).click();
  await expect(page).toHaveURL('/en-US/search?q=fungicide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “fungicide”');
  await expect(page.getByRole('status')).toContainText(/\d+ results for “fungicide”/);
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL('/en-US/search?q=fungicide&page=2');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);

  // Enter in the panel with a query: the results page of that query.
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await panel.getByRole('combobox').fill('  corn seed ');
  await panel.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL('/en-US/search?q=corn+seed');

  // Blank: Enter does nothing; a click outside closes.
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await panel.getByRole('combobox').fill('   ');
  await panel.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL('/en-US/search?q=corn+seed');
  await page.mouse.click(5, 700);
  await expect(panel).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("says 'no results found for' a query nothing matches, in es-AR", async ({ page }) => {
  await page.goto('/es-AR');
  await page.getByRole('link', { name: 'Buscar', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Buscar en el sitio' });
  await panel.getByRole('combobox').fill('qwxzkj');
  await expect(panel.getByText('No se encontraron resultados para “qwxzkj”')).toBeVisible();
  // A product of the catalogue, in Spanish.
  await panel.getByRole('combobox').fill('herbicida');
  await expect(panel.getByRole('option').first()).toContainText(/Producto|Artículo/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header button and the results page search and page', async ({ page }) => {
    await page.goto('/pt-BR');
    await page.getByRole('link', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL('/pt-BR/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Busca');
    await page.getByRole('searchbox', { name: 'Buscar produtos e artigos' }).fill('milho');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/pt-BR/search?q=milho');
    await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Páginas de resultados' }).getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL('/pt-BR/search?q=milho&page=2');
    await expect(page.getByText('Página 2 de')).toBeVisible();
  });
});
