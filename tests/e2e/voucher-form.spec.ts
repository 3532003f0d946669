import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';

/**
 * The voucher form (marketing spec §2, §4, §5, §7, §8) on /pt-BR/ferramentas/cupom against our
 * voucher route and the sandbox's Marketo custom objects: the happy path, the consent error, a
 * rejected sync then success, and a double click that makes one voucher.
 */
// One after another: a journey sets a fault on the custom-object sync every journey here uses.
test.describe.configure({ mode: 'serial' });

const VOUCHER = '/pt-BR/ferramentas/cupom';
const VOUCHER_ID = /V-[0-9A-Z]{4}(-[0-9A-Z]{4}){5}/;
const faults = sandboxFaults();

test.afterEach(({ request }) => faults.remove(request));

/** The sandbox's `voucher_c` records with this voucher id. */
async function voucherRecords(request: APIRequestContext, voucherId: string) {
  const response = await request.get('/sandbox/_control/marketo/custom-objects/voucher_c');
  const records = (await response.json()) as Array<Record<string, unknown>>;
  return records.filter((record) => JSON.stringify(record).includes(voucherId));
}

async function fillVoucher(page: Page) {
  const first = page.getByRole('group', { name: 'Produto 1' });
  await first.getByRole('combobox', { name: 'Produto' }).selectOption({ label: 'Aurora Pro – fungicida, galão 5 L' });
  // The choice loads the form's code (a live form replaces the server's). Typing into a number box
  // as it is swapped would add to its '1': a number box has no selection to carry over.
  const add = page.getByRole('button', { name: 'Adicionar produto' });
  await expect(add).toBeEnabled();
  await first.getByRole('spinbutton', { name: 'Quantidade' }).fill('2');
  await add.click();
  const second = page.getByRole('group', { name: 'Produto 2' });
  await second.getByRole('combobox', { name: 'Produto' }).selectOption({ label: 'Sentinela – inseticida, frasco 1 L' });
  await page.getByRole('combobox', { name: 'Distribuidor' }).selectOption({ label: 'Cerrado Insumos Sorriso' });
  await page.getByRole('checkbox', { name: /Li e aceito o regulamento/ }).check();
}

function voucherCalls(page: Page) {
  const calls = { encode: 0, sync: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/api/voucherEncode')) calls.encode++;
    if (request.url().endsWith('/api/marketo-custom-object')) calls.sync++;
  });
  return calls;
}

test('a voucher for two products: the confirmation with the e-mail and the voucher id, one record', async ({ page, request, consoleErrors, cspViolations }) => {
  await page.goto(VOUCHER);
  await fillVoucher(page);
  await expect(page.getByRole('img', { name: /Mapa com a localização de Cerrado Insumos Sorriso/ })).toBeVisible();
  await page.getByRole('button', { name: 'Gerar meu cupom' }).click();

  await expect(page.getByRole('heading', { name: 'Seu cupom foi gerado!' })).toBeVisible();
  const message = page.getByText(/^Enviamos o cupom /);
  await expect(message).toContainText(/@/);
  const voucherId = (await message.textContent())!.match(VOUCHER_ID)![0];
  await expect(page.getByRole('link', { name: 'Ver as campanhas da safra' })).toHaveAttribute('href', '/pt-BR/campanhas');
  const records = await voucherRecords(request, voucherId);
  expect(records).toHaveLength(1);
  expect(JSON.stringify(records[0])).toContain('Aurora Pro – fungicida, galão 5 L x 2; Sentinela – inseticida, frasco 1 L x 1');
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('without consent nothing is sent: the consent box turns red and the empty selects are flagged', async ({ page }) => {
  const calls = voucherCalls(page);
  await page.goto(VOUCHER);
  await page.getByRole('button', { name: 'Gerar meu cupom' }).click();
  await expect(page.getByText('Aceite os termos para gerar o seu cupom.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Li e aceito o regulamento/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: 'Distribuidor' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Produto 1' }).getByRole('combobox', { name: 'Produto' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Escolha um distribuidor.')).toBeVisible();
  expect(calls).toEqual({ encode: 0, sync: 0 });
  await expectNoSeriousViolations(page);
});

test('a failing sync opens the dialog; closing it keeps every input, and the next try succeeds', async ({ page, request }) => {
  await faults.add(request, { path: '/marketo/284-TRL-731/rest/v1/customobjects/voucher_c.json', status: 503, times: 0 });
  await page.goto(VOUCHER);
  await fillVoucher(page);
  await page.getByRole('button', { name: 'Gerar meu cupom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Não foi possível gerar o seu cupom' });
  await expect(dialog).toContainText('Os dados que você preencheu continuam no formulário');
  await dialog.getByRole('button', { name: 'Voltar ao formulário' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByRole('group', { name: 'Produto 1' }).getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('2');
  await expect(page.getByRole('group', { name: 'Produto 2' }).getByRole('combobox', { name: 'Produto' })).toHaveValue(/sentinela/);
  await expect(page.getByRole('combobox', { name: 'Distribuidor' })).toHaveValue('Cerrado Insumos Sorriso');
  await expect(page.getByRole('checkbox', { name: /Li e aceito o regulamento/ })).toBeChecked();

  await faults.remove(request);
  await page.getByRole('button', { name: 'Gerar meu cupom' }).click();
  await expect(page.getByRole('heading', { name: 'Seu cupom foi gerado!' })).toBeVisible();
});

test('a double click makes one voucher and one record', async ({ page, request }) => {
  const calls = voucherCalls(page);
  await page.goto(VOUCHER);
  await fillVoucher(page);
  await page.getByRole('button', { name: 'Gerar meu cupom' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Seu cupom foi gerado!' })).toBeVisible();
  const voucherId = (await page.getByText(/^Enviamos o cupom /).textContent())!.match(VOUCHER_ID)![0];
  expect(calls).toEqual({ encode: 1, sync: 1 });
  expect(await voucherRecords(request, voucherId)).toHaveLength(1);
});

for (const [path, heading, consent, submit] of [
  ['/es-AR/herramientas/cupon', 'Obtené tu cupón de descuento', 'Aceptá los términos para obtener tu cupón.', 'Obtener mi cupón'],
  ['/en-US/tools/voucher', 'Get your savings voucher', 'Please accept the terms to get your voucher.', 'Get my voucher'],
] as const) {
  test(`${path} speaks its language`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByText(consent)).toBeVisible();
  });
}
