import { expect, test } from './support/fixtures';

/** The rust article in each locale, with the disease articles its "related reading" group finds in the sandbox index. */
const articlePages = [
  {
    url: '/pt-BR/artigos/manejo-da-ferrugem-asiatica-na-soja',
    heading: 'Leia também',
    found: ['/pt-BR/artigos/mancha-alvo-na-soja-como-identificar-e-controlar', '/pt-BR/artigos/brusone-do-trigo-a-janela-de-aplicacao', '/pt-BR/artigos/vazio-sanitario-da-soja-calendario-2026'],
  },
  {
    url: '/es-AR/articulos/manejo-de-la-roya-asiatica-en-soja',
    heading: 'Seguí leyendo',
    found: ['/es-AR/articulos/mancha-ojo-de-rana-como-reconocerla', '/es-AR/articulos/fusariosis-de-la-espiga-en-trigo'],
  },
  {
    url: '/en-US/articles/managing-asian-soybean-rust',
    heading: 'Keep reading',
    found: ['/en-US/articles/tar-spot-in-corn-scouting-and-timing', '/en-US/articles/white-mold-in-soybeans', '/en-US/articles/fusarium-head-blight-in-wheat'],
  },
];

for (const { url, heading, found } of articlePages) {
  test(`the related-reading group on ${url} is filled from the tag search, newest first, without the article itself`, async ({ page }) => {
    await page.goto(url);
    const group = page.getByRole('region', { name: heading });
    const links = group.getByRole('listitem').getByRole('link');
    // Filled in the server HTML: the authored fallback card is replaced by the search results.
    await expect(links).toHaveCount(found.length);
    for (const [index, href] of found.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
    await expect(group.locator(`a[href="${url}"]`)).toHaveCount(0);
  });
}

test('a tag-filled group shows at most 5 cards', async ({ page }) => {
  await page.goto('/en-US/components/cards');
  const group = page.getByRole('region', { name: 'Recommended reading on soybeans' });
  await expect(group.getByRole('listitem')).toHaveCount(5);
  // The index's '1' flags become badges.
  await expect(group.getByText('New').first()).toBeVisible();
});
