import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The article search (discovery spec §2, §7-9) on the pt-BR articles page, against the sandbox's
 * index (30 articles): the first page from the server, words, a tag facet, a tab, paging, reset, and
 * a search superseded by a newer one. Expected counts are asked of our own route, so the journey
 * follows the seed.
 */
const ARTICLES = '/pt-BR/artigos';
const DISEASES = 'terralis:temas/doencas';

const searchRegion = (page: Page) => page.getByRole('region', { name: 'Buscar artigos' });
const cards = (page: Page) => searchRegion(page).getByRole('heading', { level: 3 });
const status = (page: Page) => searchRegion(page).getByRole('status');

/** What the route answers for a search: how many match. */
async function totalOf(request: APIRequestContext, fields: Record<string, string>, tags: string[] = []) {
  const form = new URLSearchParams({ locale: 'pt-BR', ...fields });
  for (const tag of tags) form.append('tags', tag);
  const response = await request.post('/api/article-search', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: form.toString() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

const found = (total: number) => (total === 0 ? /Nenhum artigo corresponde/ : new RegExp(`^${total} artigos? encontrados?$`));

test('search, a tag facet, a tab, reset and paging', async ({ page, request, consoleErrors, cspViolations }) => {
  await page.goto(ARTICLES);
  const search = searchRegion(page);
  // The first page is in the server's HTML: 9 cards, newest first.
  await expect(status(page)).toHaveText(found(30));
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Mais lidos' }).getByRole('heading', { level: 3 })).toHaveCount(4);

  await search.scrollIntoViewIfNeeded();
  await search.getByRole('searchbox', { name: 'Buscar artigos' }).fill('soja');
  await expect(status(page)).toHaveText(found(await totalOf(request, { query: 'soja' })));
  await expectNoSeriousViolations(page);

  await search.getByRole('checkbox', { name: /Doenças/ }).check();
  await expect(status(page)).toHaveText(found(await totalOf(request, { query: 'soja' }, [DISEASES])));

  await search.getByRole('tab', { name: 'Artigos' }).click();
  await expect(search.getByRole('tab', { name: 'Artigos' })).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toHaveText(found(await totalOf(request, { query: 'soja', category: 'article' }, [DISEASES])));

  await search.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(search.getByRole('searchbox', { name: 'Buscar artigos' })).toHaveValue('');
  await expect(search.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  await expect(search.getByRole('checkbox', { name: /Doenças/ })).not.toBeChecked();
  await expect(status(page)).toHaveText(found(30));
  const firstOfPageOne = await cards(page).first().textContent();

  const pager = search.getByRole('navigation', { name: 'Páginas de resultados' });
  await pager.getByRole('button', { name: 'Página 2' }).click();
  await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).first()).not.toHaveText(firstOfPageOne!);
  await pager.getByRole('button', { name: 'Próxima' }).click();
  await expect(pager.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Voltar' }).click();
  await pager.getByRole('button', { name: 'Voltar' }).click();
  await expect(pager.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toHaveText(firstOfPageOne!);
  await expect(pager.getByRole('button', { name: 'Voltar' })).toBeDisabled();

  // A card opens its article.
  const link = cards(page).first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/pt-BR\/artigos\/[a-z0-9-]+$/);
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('typed fast, a slower earlier search is aborted and the last answer wins', async ({ page, request, consoleErrors, cspViolations }) => {
  // The search for 'ferrugem' answers late: it must never replace the answer for 'milho'.
  await page.route('**/api/article-search', async (route) => {
    if (new URLSearchParams(route.request().postData() ?? '').get('query') === 'ferrugem') await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The browser may have aborted it meanwhile.
    await route.continue().catch(() => undefined);
  });
  const aborted: string[] = [];
  page.on('requestfailed', (failed) => {
    if (failed.url().endsWith('/api/article-search')) aborted.push(new URLSearchParams(failed.postData() ?? '').get('query') ?? '');
  });
  await page.goto(ARTICLES);
  const box = searchRegion(page).getByRole('searchbox', { name: 'Buscar artigos' });
  await box.scrollIntoViewIfNeeded();
  const slowSent = page.waitForRequest((sent) => sent.url().endsWith('/api/article-search') && new URLSearchParams(sent.postData() ?? '').get('query') === 'ferrugem');
  await box.pressSequentially('ferrugem');
  await slowSent;
  await box.fill('milho');

  const milho = await totalOf(request, { query: 'milho' });
  await expect(status(page)).toHaveText(found(milho));
  // Past the slow answer's delay, the last answer still stands.
  await page.waitForTimeout(2_500);
  await expect(status(page)).toHaveText(found(milho));
  expect(aborted).toContain('ferrugem');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});
