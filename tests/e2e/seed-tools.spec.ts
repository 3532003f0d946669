import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';

/**
 * The seed tools of issue 21 (spec §2, §4, §5, §7, §8) against the sandbox's Cultivio, Location360
 * and Magoya: a seed batch looked up by its code (its report in a side sheet, or the input marked
 * invalid), and the corn recommendation by CEP (a CEP found shows its city and hybrids, an unknown
 * one says 'CEP não encontrado', 'Alterar CEP' asks for another in a modal).
 */
const SEED_QUALITY = '/pt-BR/ferramentas/qualidade-de-sementes';
const BY_CEP = '/pt-BR/ferramentas/recomendacao-por-cep';

const faults = sandboxFaults();
test.afterEach(({ request }) => faults.remove(request));

const seedSearch = (page: Page) => page.getByRole('region', { name: 'Consulte o seu lote' });

/** Types a code; the live search upper-cases it, which also says its code has loaded. */
async function searchBatch(page: Page, typed: string) {
  const search = seedSearch(page);
  const code = search.getByRole('textbox', { name: 'Código do lote' });
  await code.fill(typed);
  await expect(code).toHaveValue(typed.toUpperCase());
  await search.getByRole('button', { name: 'Consultar' }).click();
  return code;
}

test("a batch's code opens its quality report in a side sheet", async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(SEED_QUALITY);
  const code = await searchBatch(page, 'tl2280-24-0153');
  const sheet = page.getByRole('dialog', { name: 'Qualidade do lote' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('TL 2280 VIP3')).toBeVisible();
  await expect(sheet.getByText('96%', { exact: true })).toBeVisible();
  await expect(sheet.getByText('2,25%', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Disco 28 furos, 8 mm')).toBeVisible();
  await expectNoSeriousViolations(page);

  await sheet.getByRole('button', { name: 'Fechar' }).click();
  await expect(sheet).toHaveCount(0);
  // Behind the open sheet the page is inert; back on it, the code is not marked invalid.
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('an unknown batch marks the code invalid with the error, and opens no sheet', async ({ page }) => {
  await page.goto(SEED_QUALITY);
  const code = await searchBatch(page, 'zz0000-00-0000');
  const error = seedSearch(page).getByRole('alert');
  await expect(error).toHaveText('Não encontramos este lote. Confira o código e tente novamente.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/^Não encontramos este lote\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a failing seed service shows the same error', async ({ page, request }) => {
  await faults.add(request, { path: '/cultivio/v1/corn-batch', query: { seedGroupCode: 'AG8700-25-0311' }, status: 503, times: 0 });
  await page.goto(SEED_QUALITY);
  const code = await searchBatch(page, 'ag8700-25-0311');
  await expect(seedSearch(page).getByRole('alert')).toHaveText('Não encontramos este lote. Confira o código e tente novamente.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
});

const cepWidget = (page: Page) => page.getByRole('region', { name: 'Recomendação de milho por CEP' });

/** Types a CEP's digits; the live field masks them, which also says its code has loaded. */
async function searchCep(scope: ReturnType<Page['getByRole']>, digits: string, masked: string) {
  const field = scope.getByRole('textbox', { name: 'CEP' });
  await field.fill(digits);
  await expect(field).toHaveValue(masked);
  await scope.getByRole('button', { name: 'Ver recomendação' }).click();
  return field;
}

test("a CEP found shows the widget with its city and the hybrids for the region; 'Alterar CEP' asks for another in a modal", async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(BY_CEP);
  const widget = cepWidget(page);
  await searchCep(widget, '78890000', '78.890-000');
  await expect(widget.getByText('Sorriso', { exact: true })).toBeVisible();
  await expect(widget.getByRole('rowheader', { name: 'TL 3015 PRO4' })).toBeVisible();
  await expect(widget.getByText('Cerrado Norte (MT, TO)')).toBeVisible();
  await expectNoSeriousViolations(page);

  await widget.getByRole('button', { name: 'Alterar CEP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Informe outro CEP' });
  await searchCep(dialog, '99010120', '99.010-120');
  await expect(dialog).toHaveCount(0);
  await expect(widget.getByText('Passo Fundo', { exact: true })).toBeVisible();
  await expect(widget.getByRole('rowheader', { name: 'TL 4020 VIP3' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("an unknown CEP says 'CEP não encontrado' and marks the field invalid", async ({ page }) => {
  await page.goto(BY_CEP);
  const widget = cepWidget(page);
  const field = await searchCep(widget, '00000000', '00.000-000');
  await expect(widget.getByRole('alert')).toHaveText('CEP não encontrado');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByRole('table')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
