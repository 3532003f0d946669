import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';

/**
 * The rewards listing (discovery spec §7-§9) on its public pages, against the sandbox's rewards
 * catalogue: 14 services under 50,000, 12 from 50,000 to 100,000 (7 for coffee, 3 at harvest).
 */
// One after another: the failure journey sets a fault on the catalogue these journeys read.
test.describe.configure({ mode: 'serial' });

const LISTING = '/pt-BR/ferramentas/servicos-por-pontos';
const HEADING = 'Serviços que você pode resgatar com seus impulsos';
const faults = sandboxFaults();

test.afterEach(({ request }) => faults.remove(request));

const listing = (page: Page) => page.getByRole('region', { name: HEADING });

test('on desktop: the first band from the server, then a band and filters, 16 a page', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(LISTING);
  const widget = listing(page);
  const rewards = widget.getByRole('listitem');
  // Rendered by the server: every service under 50,000, with no 'load more'.
  await expect(widget.getByRole('radio', { name: 'até 50.000' })).toBeChecked();
  await expect(rewards).toHaveCount(14);
  await expect(widget.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  await expect(widget.getByRole('link', { name: 'Curso: agricultura de precisão' })).toHaveAttribute('href', /^https:\/\/loja\.impulso\.example\//);

  const asked = page.waitForRequest((request) => request.url().includes('/api/calculator-rewards?') && request.url().includes('min_points=50000'));
  await widget.getByRole('radio', { name: '50.000 a 100.000' }).check();
  expect(new URL((await asked).url()).searchParams.get('items_per_page')).toBe('16');
  await expect(rewards).toHaveCount(12);
  await expect(rewards.first()).toContainText('50.000 impulsos');

  await widget.getByRole('combobox', { name: 'Cultura' }).selectOption({ label: 'Café' });
  await expect(rewards).toHaveCount(7);
  await widget.getByRole('combobox', { name: 'Etapa da jornada' }).selectOption({ label: 'Colheita' });
  await expect(rewards).toHaveCount(1);
  await expect(widget.getByRole('link', { name: 'Curso: produção de café especial' })).toBeVisible();

  // Nothing in the top band for coffee at harvest: the empty state, leading to Mi Impulso.
  await widget.getByRole('radio', { name: 'acima de 150.000' }).check();
  const empty = widget.getByRole('region', { name: 'Nenhuma recompensa nesta faixa' });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Ver seus benefícios no Impulso' })).toHaveAttribute('href', '/pt-BR/mi-impulso');

  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('on a phone: the server’s first 16 stay, then 8 a page with load more until the end', async ({ page, consoleErrors, cspViolations }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LISTING);
  const widget = listing(page);
  const rewards = widget.getByRole('listitem');
  const more = widget.getByRole('button', { name: 'Carregar mais' });
  await expect(rewards).toHaveCount(14);

  await widget.getByRole('radio', { name: '50.000 a 100.000' }).check();
  await expect(rewards).toHaveCount(8);
  await more.click();
  await expect(rewards).toHaveCount(12);
  await expect(more).toHaveCount(0);

  // A filter starts again at page 1.
  await widget.getByRole('combobox', { name: 'Cultura' }).selectOption({ label: 'Café' });
  await expect(rewards).toHaveCount(7);
  await expect(more).toHaveCount(0);
  await widget.getByRole('combobox', { name: 'Cultura' }).selectOption({ label: 'Todas' });
  await expect(rewards).toHaveCount(8);
  await expect(more).toBeVisible();

  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a failing catalogue shows the empty state', async ({ page, request }) => {
  await page.goto(LISTING);
  const widget = listing(page);
  await expect(widget.getByRole('listitem')).toHaveCount(14);
  // Only this band at 16 a page fails: the other journeys, and the pages the crawler renders again
  // meanwhile (their first band, from the server), read the catalogue as usual.
  await faults.add(request, { path: '/impulso/api/services/search', query: { min_points: '100000', items_per_page: '16' }, status: 503, times: 0 });
  await widget.getByRole('radio', { name: '100.000 a 150.000' }).check();
  await expect(widget.getByRole('region', { name: 'Nenhuma recompensa nesta faixa' })).toBeVisible();
  await expect(widget.getByRole('listitem')).toHaveCount(0);
});

test('/es-AR/herramientas/servicios-por-puntos lists in its language, with no empty-state link', async ({ page }) => {
  await page.goto('/es-AR/herramientas/servicios-por-puntos');
  const widget = page.getByRole('region', { name: 'Servicios que podés canjear con tus impulsos' });
  await expect(widget.getByRole('radio', { name: 'hasta 50.000' })).toBeChecked();
  await expect(widget.getByRole('radio', { name: 'más de 150.000' })).toBeAttached();
  await expect(widget.getByRole('combobox', { name: /cultivo/i })).toBeAttached();
  await expect(widget.getByRole('listitem')).toHaveCount(14);
});

test('the products redeemable with impulsos: their own page in pt-BR and es-AR, each band from the catalogue of products', async ({ page, consoleErrors }) => {
  await page.goto('/pt-BR/ferramentas/produtos-por-pontos');
  const widget = page.getByRole('region', { name: 'Produtos que você pode resgatar com seus impulsos' });
  // The sandbox's 9 products under 50,000, cheapest first.
  await expect(widget.getByRole('listitem')).toHaveCount(9);
  await expect(widget.getByRole('listitem').first()).toContainText('Caderno de campo Impulso');
  await widget.getByRole('radio', { name: '50.000 a 100.000' }).check();
  await expect(widget.getByRole('listitem')).toHaveCount(7);
  await expect(widget.getByRole('link', { name: 'Drone de mapeamento (kit básico)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Serviços por impulsos' })).toHaveAttribute('href', '/pt-BR/ferramentas/servicos-por-pontos');
  expect(consoleErrors).toEqual([]);

  await page.goto('/es-AR/herramientas/productos-por-puntos');
  await expect(page.getByRole('region', { name: 'Productos que podés canjear con tus impulsos' }).getByRole('listitem')).toHaveCount(9);
});
