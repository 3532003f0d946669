import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * Digital finance on /es-AR/finanzas (loyalty-finance spec §2, §4, §5, §8): Martina's two CUITs,
 * the currency filter, the graph capped at 100%; the error variant after the browser's retries;
 * the empty variant. (Diego, not on the allow list, is sent home: tests/e2e/access.spec.ts.)
 */
const FINANZAS = '/es-AR/finanzas';
const faults = sandboxFaults();

test.afterEach(({ request }) => faults.remove(request));

const wrapper = (page: Page) => page.getByRole('region', { name: 'Tu línea de crédito' });
const card = (page: Page, name: string) => wrapper(page).getByRole('region', { name });

test('Martina switches between her CUITs and currencies, and sees the graph stop at 100%', async ({ page, consoleErrors, cspViolations }) => {
  const financeCalls: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/digital-finance') && financeCalls.push(request.method()));
  await signInFrom(page, FINANZAS, 'martina.gomez@example.com.ar');
  await expect(page).toHaveURL(new RegExp(`${FINANZAS}$`));

  const cuit = wrapper(page).getByLabel('CUIT');
  await expect(cuit.getByRole('option')).toHaveText(['Agropecuaria Gómez S.A. (CUIT 30-71234567-1)', 'Estancia La Martina S.R.L. (CUIT 30-70887766-9)']);
  await expect(wrapper(page).getByRole('radio', { name: 'Pesos (ARS)' })).toBeChecked();
  const status = card(page, 'Estado de crédito');
  const limit = card(page, 'Límite de crédito');
  await expect(status.getByRole('img', { name: 'Consumiste el 62% de tu límite de crédito' })).toBeVisible();
  await expect(status).toContainText('ConsumidoARS 152,880,000');
  await expect(status).toContainText('DisponibleARS 92,120,000');
  await expect(limit).toContainText('LímiteARS 245,000,000');

  // Dollars, chosen by keyboard.
  await wrapper(page).getByRole('radio', { name: 'Pesos (ARS)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(wrapper(page).getByRole('radio', { name: 'Dólares (USD)' })).toBeChecked();
  await expect(status).toContainText('ConsumidoUSD 156,000');
  await expect(limit).toContainText('Deuda vencidaUSD 12,300');

  // The second CUIT consumed more than its limit: the text says so, the graph stops at 100.
  await cuit.selectOption({ label: 'Estancia La Martina S.R.L. (CUIT 30-70887766-9)' });
  const graph = status.getByRole('img', { name: 'Consumiste el 115% de tu límite de crédito' });
  await expect(graph).toBeVisible();
  await expect(graph).toHaveAttribute('data-drawn-percentage', '100');
  await expect(status).toContainText('Superaste tu límite de crédito.');
  await expect(status).toContainText('DisponibleUSD 0');
  await expect(limit).toContainText('LímiteUSD 80,000');

  // Her tier's quick links, and every link the page shows leads somewhere.
  await expect(page.getByRole('heading', { name: 'Accesos rápidos Eximia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/es-AR/herramientas');
  await expectNoSeriousViolations(page);
  // The server read the records: the browser asked nothing.
  expect(financeCalls).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a failing finance service: the error variant after the retries, then her data on reload once it answers', async ({ page, request, consoleErrors }) => {
  // Lucía's accounts: no other journey reads them.
  await faults.add(request, { path: `/finance/api/customers/${Buffer.from('lucia.pereyra@example.com.ar').toString('base64url')}/accounts`, status: 503, times: 0 });
  const financeCalls: number[] = [];
  page.on('response', (response) => response.url().endsWith('/api/digital-finance') && financeCalls.push(response.status()));
  await signInFrom(page, FINANZAS, 'lucia.pereyra@example.com.ar');
  await expect(page).toHaveURL(new RegExp(`${FINANZAS}$`));

  // The server's read failed, so the browser asked: once and twice more (1 s, then 2 s apart).
  const alert = wrapper(page).getByRole('alert');
  await expect(alert).toContainText('No pudimos cargar tus finanzas', { timeout: 15_000 });
  await expect(alert).toContainText('Puede ser un problema momentáneo. Probá de nuevo.');
  expect(financeCalls).toEqual([502, 502, 502]);
  expect(consoleErrors.some((line) => line.includes('Failed to fetch digital finance data'))).toBe(true);
  await expectNoSeriousViolations(page);

  // Trying again while it still fails: the error stays.
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect.poll(() => financeCalls.length, { timeout: 15_000 }).toBe(6);
  await expect(wrapper(page).getByRole('alert')).toBeVisible();

  await faults.remove(request);
  await page.reload();
  await expect(wrapper(page).getByText('Todavía no hay datos de finanzas')).toBeVisible();
  await expect(wrapper(page).getByText('Cuando tus CUIT tengan una línea de crédito con Terralis, vas a ver acá lo consumido y lo disponible.')).toBeVisible();
  await expect(wrapper(page).getByLabel('CUIT')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Accesos rápidos Premium' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
