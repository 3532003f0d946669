import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, WCAG_AND_BEST_PRACTICE } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * The complete history (issue 17, loyalty spec §2): search, categories, date range and page size,
 * each returning to page 1 and kept in the address (reload, back); 'Nenhum resultado'; the
 * transaction's detail in a side sheet by keyboard. Then the routes' identity rules: another
 * member's transaction is 404, and every loyalty route is 401 signed out.
 */
const HISTORY = '/pt-BR/historico';
const ANA = 'ana.ribeiro@example.com.br';
/** Ana's newest transaction in the sandbox programme (lib/upstreams/loyalty/sandbox/seed.ts). */
const ANAS_TRANSACTION = '000100001';
/** Her history at the programme (member id: base64 of her document). */
const ANAS_HISTORY_UPSTREAM = `/loyalty/impulso-back/api/transaction-history/${encodeURIComponent(Buffer.from('12345678909').toString('base64'))}`;
const faults = sandboxFaults();
test.afterEach(({ request }) => faults.remove(request));

const history = (page: Page) => page.getByRole('region', { name: 'Histórico' });
const rows = (page: Page) => history(page).getByRole('listitem');
const count = (page: Page) => history(page).getByText(/^\d+ transaç(ão|ões)$/);
/** Whether every row shown (once the list has settled) has `pattern` in its text, or in its date with `part: 'time'`. */
const everyRow = (page: Page, pattern: RegExp, part: 'row' | 'time' = 'row') =>
  expect
    .poll(async () => {
      const texts = await (part === 'time' ? rows(page).locator('time') : rows(page)).allTextContents();
      return texts.length > 0 && texts.every((text) => pattern.test(text));
    })
    .toBe(true);
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('signed in as Ana', () => {
  test.beforeEach(async ({ page }) => {
    await signInFrom(page, HISTORY, ANA);
    await expect(page).toHaveURL(new RegExp(`${HISTORY}$`));
  });

  test('searches, filters by category and date range, changes the page size, always from page 1, all kept in the address', async ({ page, consoleErrors, cspViolations }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(count(page)).toBeVisible();
    await expectNoSeriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE });

    // Paging, then a search: back to page 1.
    await page.getByRole('navigation', { name: 'Páginas do histórico' }).getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('link', { name: /^Página 2 de/ })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: 'Buscar por descrição' }).fill('Resgate');
    await page.getByRole('searchbox', { name: 'Buscar por descrição' }).press('Enter');
    await expect.poll(() => query(page)).toEqual({ search: 'Resgate' });
    await everyRow(page, /Resgate/);

    // A category instead.
    await page.getByRole('searchbox', { name: 'Buscar por descrição' }).fill('');
    await page.getByRole('checkbox', { name: 'Compras' }).check();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => query(page)).toEqual({ categories: '1' });
    await everyRow(page, /Compras/);

    // The page size: 25 rows, then page 2, then a date range returns to page 1 and keeps the size.
    await page.getByRole('combobox', { name: 'Itens por página' }).selectOption('25');
    await expect.poll(() => query(page)).toEqual({ pageSize: '25', categories: '1' });
    await page.getByRole('checkbox', { name: 'Compras' }).uncheck();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => query(page)).toEqual({ pageSize: '25' });
    await expect(rows(page)).toHaveCount(25);
    await page.getByRole('link', { name: /^Página 2 de/ }).click();
    await expect.poll(() => query(page)).toEqual({ page: '2', pageSize: '25' });
    const lastYear = new Date().getFullYear() - 1;
    await page.getByLabel('De', { exact: true }).fill(`${lastYear}-01-01`);
    await page.getByLabel('Até', { exact: true }).fill(`${lastYear}-12-31`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => query(page)).toEqual({ pageSize: '25', startDate: `${lastYear}-01-01`, endDate: `${lastYear}-12-31` });
    await everyRow(page, new RegExp(`/${lastYear}$`), 'time');

    // A reload keeps all of it.
    await page.reload();
    await expect(page.getByLabel('De', { exact: true })).toHaveValue(`${lastYear}-01-01`);
    await expect(page.getByLabel('Até', { exact: true })).toHaveValue(`${lastYear}-12-31`);
    await expect(page.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('25');
    await everyRow(page, new RegExp(`/${lastYear}$`), 'time');

    // Back: the range is gone, page 2 of 25 again.
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ page: '2', pageSize: '25' });
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('');
    await expect(page.getByRole('link', { name: /^Página 2 de/ })).toHaveAttribute('aria-current', 'page');

    // Nothing matches.
    await page.getByRole('searchbox', { name: 'Buscar por descrição' }).fill('colheitadeira dourada');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(history(page).getByText('Nenhum resultado')).toBeVisible();
    expect(query(page)).toEqual({ pageSize: '25', search: 'colheitadeira dourada' });

    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('follows a page link in place: no new load of the page, and the rows stay while the next ones are rendered', async ({ page, request }) => {
    // Her page 2 comes slowly, once.
    await faults.add(request, { path: ANAS_HISTORY_UPSTREAM, query: { page: '2' }, delayMs: 2_000 });
    // The rows are inside the controller: once they are live, so is it.
    await expect(rows(page).first().getByRole('button')).toBeEnabled();
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Páginas do histórico' }).getByRole('link', { name: 'Próxima' }).click();
    await expect(history(page).getByRole('status')).toHaveText('Atualizando o histórico…');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('link', { name: /^Página 2 de/ })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(count(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a shared link with a page past the last shows the last page', async ({ page }) => {
    await page.goto(`${HISTORY}?page=999&pageSize=50`);
    await expect.poll(() => query(page)).toEqual({ page: '2', pageSize: '50' });
    await expect(page.getByRole('link', { name: 'Página 2 de 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toBeVisible();
  });

  test('opens a transaction by keyboard in a side sheet, closes it with Escape, focus back on the row', async ({ page, consoleErrors }) => {
    // A purchase (journeys running beside this one may add Ana's redemptions on top).
    const first = rows(page).filter({ hasText: 'Compras' }).first().getByRole('button');
    // Until the page is live the rows are disabled: the sheet cannot open yet.
    await expect(first).toBeEnabled();
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Detalhes da transação' });
    await expect(sheet).toBeVisible();
    // A purchase: its invoice, its order and its items.
    await expect(sheet.getByText('Número da nota fiscal')).toBeVisible();
    await expect(sheet.getByText('Validade dos pontos')).toBeVisible();
    await expect(sheet.getByText('3 anos')).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Itens do pedido' })).toBeVisible();
    await expect(sheet.getByText('Total de pontos do pedido')).toBeVisible();
    await expectNoSeriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(first).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});

test("signed in as Carlos, Ana's transaction answers 404", async ({ page }) => {
  await signInFrom(page, HISTORY, 'carlos.souza@example.com.br');
  await expect(page).toHaveURL(new RegExp(`${HISTORY}$`));
  const answer = await page.request.get(`/api/loyalty/transactions/${ANAS_TRANSACTION}`);
  expect(answer.status()).toBe(404);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  // His own first transaction is his.
  expect((await page.request.get('/api/loyalty/transactions/000200001')).status()).toBe(200);
});

test('signed out, every loyalty route answers 401', async ({ request }) => {
  const json = { 'content-type': 'application/json' };
  const calls = [
    request.get('/api/loyalty/member'),
    request.get('/api/loyalty/banner'),
    request.get('/api/loyalty/history'),
    request.get('/api/loyalty/history?page=2&per_page=25&categories=1&search=Compra'),
    request.get(`/api/loyalty/transactions/${ANAS_TRANSACTION}`),
    request.get('/api/loyalty/categories'),
    request.get('/api/loyalty/expiring-points'),
    request.get('/api/loyalty/recommended-services'),
    request.get('/api/loyalty/recommended-services?list=featured'),
    request.get('/api/loyalty/campaign-suggestion'),
    request.get('/api/loyalty/contents-for-you'),
    request.get('/api/loyalty/contents-for-you/themes'),
    request.put('/api/loyalty/contents-for-you/interests', { headers: json, data: { cultures: ['soja'], regions: [], editorials: [] } }),
    request.get('/api/loyalty/redemptions'),
    request.post('/api/loyalty/redemptions', { headers: { ...json, 'Idempotency-Key': 'e2e-signed-out-0001' }, data: { kind: '100-traditional', amount: 100, recipient: 'self' } }),
  ];
  const answers = await Promise.all(calls);
  expect(answers.map((answer) => `${answer.url().replace(/^https?:\/\/[^/]+/, '')} ${answer.status()}`)).toEqual(
    answers.map((answer) => `${answer.url().replace(/^https?:\/\/[^/]+/, '')} 401`),
  );
  for (const answer of answers) expect(answer.headers()['cache-control']).toBe('private, no-store');
});

test('the logged-in area shows the points dashboard and the history preview, whose "Histórico completo" leads to the complete history', async ({ page, consoleErrors }) => {
  await signInFrom(page, '/pt-BR/area-logada', ANA);
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  await expect(page.getByRole('region', { name: 'Seus pontos Impulso' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Histórico', exact: true });
  await expect(preview.getByRole('listitem')).toHaveCount(5);
  await preview.getByRole('link', { name: 'Histórico completo' }).click();
  await expect(page).toHaveURL(new RegExp(`${HISTORY}$`));
  await expect(rows(page)).toHaveCount(10);
  expect(consoleErrors).toEqual([]);
});
