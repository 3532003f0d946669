import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInAtProvider } from './support/sign-in';

/**
 * Market quotations (discovery spec §2, §6-9): the ticker and the board's card on the pt-BR and
 * es-AR quotation pages. A signed-in member changes the ticker's quotations in the 'Alterar
 * cotações' sheet, each switch saved at once (and put back, with a message, when the save fails);
 * the card's error state refreshes.
 */
const PT_PAGE = '/pt-BR/ferramentas/cotacoes';
const AR_PAGE = '/es-AR/herramientas/cotizaciones';

/** Carlos Souza (lib/sandbox/demo-accounts.ts): a Brazilian member, CPF 98765432100. */
const CARLOS = { email: 'carlos.souza@example.com.br', document: '98765432100' };
/** The preferences service's path for Carlos, as the sandbox records it: the base64 of his CPF, encoded. */
const CARLOS_PREFERENCE = `/quotations/impulso/preference/user-preference/${encodeURIComponent(Buffer.from(CARLOS.document).toString('base64'))}`;

const faults = sandboxFaults();
test.afterEach(({ request }) => faults.remove(request));
// Carlos's journeys change his preferences, one with a fault on their saves: one after the other.
test.describe.configure({ mode: 'serial' });

/** Signs in from the page's login link and comes back to it. */
async function signInOn(page: Page, path: string, email: string) {
  await page.goto(`/pt-BR/login?redirectUrl=${encodeURIComponent(path)}`);
  await page.locator('a[href^="/api/auth/login"]').click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function openSheet(page: Page) {
  await page.getByRole('button', { name: 'Alterar cotações' }).click();
  const sheet = page.getByRole('dialog', { name: 'Alterar cotações' });
  await expect(sheet.getByRole('group', { name: 'Commodities agrícolas' })).toBeVisible();
  return sheet;
}

/** Flips a switch and waits for our route to answer its save. */
async function flip(page: Page, sheet: ReturnType<Page['getByRole']>, name: string) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/quotations/preferences') && response.request().method() === 'PATCH');
  await sheet.getByRole('switch', { name }).click();
  return saved;
}

test('a visitor sees the ticker and the board, and no way to change the quotations', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(PT_PAGE);
  const ticker = page.getByRole('list', { name: 'Cotações do dia' });
  await expect(ticker.getByRole('listitem')).toHaveCount(11);
  await expect(ticker.getByRole('listitem').first()).toContainText('Algodão');
  await expect(ticker.getByRole('listitem').last()).toContainText('Boi gordo');
  const card = page.getByRole('region', { name: 'Pizarra de Rosário (US$ por tonelada)' });
  await expect(card.getByRole('rowheader')).toHaveText(['Soja', 'Maíz', 'Trigo', 'Girasol', 'Sorgo']);
  await expect(card.getByRole('cell').first()).toHaveText(/^USD\s\d{3}$/);
  // Near the screen the ticker's island goes live, swapping its markup: the scroll is tried again if it lands mid-swap.
  await expect(() => page.getByRole('list', { name: 'Cotações do dia' }).scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();
  await expect(page.getByRole('button', { name: 'Alterar cotações' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a member changes the ticker’s quotations; the change is saved and still there after a reload', async ({ page, consoleErrors, cspViolations }) => {
  await signInOn(page, PT_PAGE, CARLOS.email);
  let sheet = await openSheet(page);
  await expect(sheet.getByRole('switch', { name: 'Ouro' })).toBeChecked();
  await expect(sheet.getByRole('switch', { name: 'Soja (B3)' })).not.toBeChecked();
  await expectNoSeriousViolations(page);

  expect((await flip(page, sheet, 'Ouro')).status()).toBe(200);
  await expect(sheet.getByRole('switch', { name: 'Ouro' })).not.toBeChecked();
  expect((await flip(page, sheet, 'Soja (B3)')).status()).toBe(200);
  await expect(sheet.getByRole('switch', { name: 'Soja (B3)' })).toBeChecked();
  await sheet.getByRole('button', { name: 'Fechar' }).click();
  await expect(sheet).toHaveCount(0);

  await page.reload();
  // The member's ticker shows their choice: the B3 soybean in, gold out.
  const ticker = page.getByRole('list', { name: 'Cotações do dia' });
  await expect(ticker.getByText('Soja (B3)')).toBeVisible();
  await expect(ticker.getByText('Ouro', { exact: true })).toHaveCount(0);
  sheet = await openSheet(page);
  await expect(sheet.getByRole('switch', { name: 'Ouro' })).not.toBeChecked();
  await expect(sheet.getByRole('switch', { name: 'Soja (B3)' })).toBeChecked();

  // Back as they were, for the next run.
  expect((await flip(page, sheet, 'Ouro')).status()).toBe(200);
  expect((await flip(page, sheet, 'Soja (B3)')).status()).toBe(200);
  await expect(sheet.getByRole('switch', { name: 'Ouro' })).toBeChecked();
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a switch whose save fails goes back, and the member is told', async ({ page, request, consoleErrors }) => {
  await signInOn(page, PT_PAGE, CARLOS.email);
  const sheet = await openSheet(page);
  await faults.add(request, { path: CARLOS_PREFERENCE, method: 'PATCH', status: 503 });
  expect((await flip(page, sheet, 'Café')).status()).toBe(502);
  await expect(sheet.getByRole('switch', { name: 'Café' })).toBeChecked();
  await expect(sheet.getByRole('alert')).toHaveText('Não foi possível salvar “Café”. A opção voltou ao que era; tente novamente.');

  // Nothing was saved: a reload shows it as it was.
  await page.reload();
  await expect((await openSheet(page)).getByRole('switch', { name: 'Café' })).toBeChecked();
  // The browser reports the failed save's 502 itself; nothing else went wrong.
  expect(consoleErrors.filter((error) => !error.includes('502'))).toEqual([]);
});

test('es-AR: the card shows its error state when the board cannot be read again, and its refresh reads it', async ({ page, consoleErrors, cspViolations }) => {
  // The page holds the board the server read; in the browser it is read again once older than 10
  // minutes (spec §9). The browser's clock is set 11 minutes on, and our route fails that read.
  await page.clock.install({ time: Date.now() + 11 * 60_000 });
  let failing = true;
  await page.route('**/api/quotations/market?currency=USD', (route) =>
    failing ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"upstream_error","message":"The service failed."}' }) : route.continue(),
  );
  await page.goto(AR_PAGE);
  const card = page.getByRole('region', { name: 'Pizarra de Rosario en dólares' });
  await card.scrollIntoViewIfNeeded();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('No fue posible obtener la cotización en USD');
  // The pesos card read its board without trouble.
  await expect(page.getByRole('region', { name: 'Pizarra de Rosario en pesos' }).getByRole('cell').first()).toHaveText(/^ARS\s[\d.]+$/);
  await expectNoSeriousViolations(page);

  failing = false;
  await alert.getByRole('button', { name: 'Actualizar' }).click();
  await expect(card.getByRole('rowheader')).toHaveText(['Soja', 'Maíz', 'Trigo', 'Girasol', 'Sorgo']);
  await expect(card.getByText(/^Pizarra del \d{2}\/\d{2}\/\d{4} \(UTC\)$/)).toBeVisible();
  // The ticker follows the card on this page.
  await expect(page.getByRole('list', { name: 'Mercados del día' }).getByRole('listitem')).toHaveCount(11);
  expect(consoleErrors.filter((error) => !error.includes('502'))).toEqual([]);
  expect(cspViolations).toEqual([]);
});
