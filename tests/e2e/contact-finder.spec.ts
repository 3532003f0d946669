import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The contact finder on the Brazilian contact page (discovery spec §2, §5, §9), against the
 * content's 17 distributors and advisors and the sandbox's static maps: the anchor, filters,
 * 'load more', a contact's modal, and the map only after consent.
 */
const FINDER = '/pt-BR/contato#distribuidores';

test.use({ viewport: { width: 1280, height: 900 } });

const isStaticMap = (url: string, zoom: number) => url.includes('/api/static-map?') && url.includes(`zoom=${zoom}&`);

test('the finder filters, loads more, opens a contact and shows the map after consent', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(FINDER, { waitUntil: 'networkidle' });
  const finder = page.getByRole('region', { name: 'Encontre um distribuidor ou consultor', exact: true });
  // The anchor scrolled to the finder.
  await expect(finder.getByRole('heading', { level: 2 })).toBeInViewport();
  const cards = finder.getByRole('article');
  const count = finder.getByRole('status');
  await expect(count).toHaveText('17 contatos encontrados');
  // The desktop page, from the server's HTML.
  await expect(cards).toHaveCount(9);
  await expectNoSeriousViolations(page);

  // A press before the island is live only wakes it: press again until the next page shows.
  const loadMore = finder.getByRole('button', { name: 'Carregar mais contatos' });
  await expect(async () => {
    await loadMore.click();
    await expect(cards).toHaveCount(17, { timeout: 1_000 });
  }).toPass();
  await expect(loadMore).toHaveCount(0);
  await expect(cards.nth(9)).toBeFocused();

  await finder.getByRole('combobox', { name: 'Estado' }).selectOption('RS');
  await expect(count).toHaveText('2 contatos encontrados');
  await expect(cards).toHaveCount(2);
  await finder.getByRole('combobox', { name: 'Cultura' }).selectOption('Milho');
  await expect(count).toHaveText('1 contato encontrado');
  await expect(cards).toHaveText([/Planalto Gaúcho Agropecuária/]);

  await finder.getByRole('button', { name: 'Ver mais sobre Planalto Gaúcho Agropecuária' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planalto Gaúcho Agropecuária' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '+55 54 0000-0114' })).toHaveAttribute('href', 'tel:+555400000114');
  const whatsApp = dialog.getByRole('link', { name: /^\+55 54 90000-0114/ });
  await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/5554900000114');
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('link', { name: 'planalto-gaucho-passo-fundo@contatos.terralis.example' })).toHaveAttribute(
    'href',
    'mailto:planalto-gaucho-passo-fundo@contatos.terralis.example',
  );
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);

  // No map request before consent.
  const map = finder.getByRole('region', { name: 'Mapa dos contatos' });
  await expect(map.getByRole('img')).toHaveCount(0);
  const countryMap = page.waitForResponse((response) => isStaticMap(response.url(), 7));
  await map.getByRole('button', { name: 'Exibir o mapa' }).click();
  expect((await countryMap).status()).toBe(200);
  const image = map.getByRole('img', { name: /^Mapa com/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  await expect(finder.getByRole('button', { name: 'Deixar de exibir o mapa' })).toBeFocused();

  const contactMap = page.waitForResponse((response) => isStaticMap(response.url(), 17));
  await finder.getByRole('button', { name: 'Ver no mapa Planalto Gaúcho Agropecuária no mapa' }).click();
  expect((await contactMap).status()).toBe(200);
  await expect(map.getByRole('img', { name: 'Mapa centralizado em Planalto Gaúcho Agropecuária' })).toHaveAttribute('src', /lat=-28\.262&lng=-52\.4083&zoom=17/);
  await expect(map).toBeFocused();
  await expectNoSeriousViolations(page);

  // The choice is remembered.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Mapa dos contatos' }).getByRole('img', { name: /^Mapa com/ })).toBeVisible();

  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('no contact matches: the finder says so and clears its filters', async ({ page }) => {
  await page.goto(FINDER, { waitUntil: 'networkidle' });
  const finder = page.getByRole('region', { name: 'Encontre um distribuidor ou consultor', exact: true });
  // Selecting wakes the island; the choice is made again until the live finder applies it.
  await expect(async () => {
    await finder.getByRole('combobox', { name: 'Estado' }).selectOption('BA');
    await finder.getByRole('combobox', { name: 'Cultura' }).selectOption('Trigo');
    await expect(finder.getByRole('status')).toHaveText('Nenhum contato encontrado', { timeout: 1_000 });
  }).toPass();
  await expect(finder.getByText('Nenhum contato corresponde a esses filtros.', { exact: false })).toBeVisible();
  await finder.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(finder.getByRole('status')).toHaveText('17 contatos encontrados');
});
