import type { Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { untilLive } from './support/hydration';

/**
 * The product list widget on the brands page and the product card grid on the farming systems page
 * (discovery spec §2, §9; issue 20: filters live in the URL), in every locale, against the
 * sandbox's catalogue (75 products: 50 of brand Terralis, 19 of them for soybeans; 19 crop
 * protection products for soybeans, so the grid has 2 pages).
 */
const locales = {
  'pt-BR': {
    list: 'Todos os produtos das marcas Terralis',
    search: 'Buscar pelo nome',
    crop: 'Cultura',
    soy: 'Soja',
    allCrops: 'Todas as culturas',
    brand: 'Marca',
    viewMore: 'Ver mais',
    count: (shown: number, total: number) => `Exibindo ${shown} de ${total} ${total === 1 ? 'produto' : 'produtos'}`,
    noResults: 'Nenhum resultado correspondente encontrado',
    grid: 'Proteção para o sistema da soja',
    pages: 'Páginas de produtos',
    page: (page: number) => `Página ${page}`,
  },
  'es-AR': {
    list: 'Todos los productos de las marcas Terralis',
    search: 'Buscar por nombre',
    crop: 'Cultivo',
    soy: 'Soja',
    allCrops: 'Todos los cultivos',
    brand: 'Marca',
    viewMore: 'Ver más',
    count: (shown: number, total: number) => `Mostrando ${shown} de ${total} ${total === 1 ? 'producto' : 'productos'}`,
    noResults: 'No se encontraron resultados coincidentes',
    grid: 'Protección para el sistema de la soja',
    pages: 'Páginas de productos',
    page: (page: number) => `Página ${page}`,
  },
  'en-US': {
    list: 'Every product of the Terralis brands',
    search: 'Search by name',
    crop: 'Crop',
    soy: 'Soybeans',
    allCrops: 'All crops',
    brand: 'Brand',
    viewMore: 'View more',
    count: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'product' : 'products'}`,
    noResults: 'No matching results found',
    grid: 'Crop protection for the soybean system',
    pages: 'Pages of products',
    page: (page: number) => `Page ${page}`,
  },
} as const;

const cards = (widget: Locator) => widget.getByRole('article');

for (const [locale, words] of Object.entries(locales)) {
  test(`${locale} brands: the product list searches, filters by crop and brand, views more and counts, with the filters in the URL`, async ({ page, consoleErrors, cspViolations }) => {
    await page.goto(`/${locale}/brands`);
    const list = page.getByRole('region', { name: words.list });
    await list.scrollIntoViewIfNeeded();
    const status = list.getByRole('status');
    await expect(status).toHaveText(words.count(20, 75));
    await expect(cards(list)).toHaveCount(20);

    // An accent-free, upper-case part of a name finds 'Zéfiro Bio'.
    const search = list.getByRole('searchbox', { name: words.search });
    await untilLive(
      () => search.fill('ZEFIRO'),
      () => expect(status).toHaveText(words.count(1, 1), { timeout: 1_000 }),
    );
    await expect(cards(list).getByRole('heading')).toHaveText(['Zéfiro Bio']);
    await expect(cards(list).getByRole('link', { name: 'Zéfiro Bio' })).toHaveAttribute('href', `/${locale}/cpd/zefiro-bio`);
    await expect(page).toHaveURL(/[?&]q=ZEFIRO/);
    await search.fill('zzz');
    await expect(status).toHaveText(words.noResults);
    await expect(cards(list)).toHaveCount(0);
    await search.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);

    // A brand: 50 products, 20 at a time.
    await list.getByRole('combobox', { name: words.brand }).selectOption({ label: 'Terralis' });
    await expect(status).toHaveText(words.count(20, 50));
    const viewMore = list.getByRole('button', { name: words.viewMore });
    await viewMore.click();
    await expect(cards(list)).toHaveCount(40);
    await expect(status).toHaveText(words.count(40, 50));
    await viewMore.click();
    await expect(cards(list)).toHaveCount(50);
    await expect(status).toHaveText(words.count(50, 50));
    await expect(viewMore).toHaveCount(0);

    // And a crop: the step starts again.
    await list.getByRole('combobox', { name: words.crop }).selectOption({ label: words.soy });
    await expect(status).toHaveText(words.count(19, 19));
    await expect(page).toHaveURL(/[?&]crop=soy(&|$)/);
    await expect(page).toHaveURL(/[?&]brand=Terralis(&|$)/);
    await expectNoSeriousViolations(page);

    // The address keeps the filters: a reload shows the same list once the widget is live.
    await page.reload();
    await list.scrollIntoViewIfNeeded();
    await expect(status).toHaveText(words.count(19, 19));
    await expect(list.getByRole('combobox', { name: words.crop })).toHaveValue('soy');
    await expect(list.getByRole('combobox', { name: words.brand })).toHaveValue('Terralis');
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test(`${locale} farming systems: the card grid's page 2 through the pagination, kept in the URL across a reload`, async ({ page, consoleErrors, cspViolations }) => {
    await page.goto(`/${locale}/farming-systems`);
    const grid = page.getByRole('region', { name: words.grid });
    await grid.scrollIntoViewIfNeeded();
    await expect(cards(grid)).toHaveCount(12);
    const pages = grid.getByRole('navigation', { name: words.pages });
    const first = pages.getByRole('link', { name: words.page(1) });
    const second = pages.getByRole('link', { name: words.page(2) });
    await expect(first).toHaveAttribute('aria-current', 'page');
    await expect(second).toHaveAttribute('href', `/${locale}/farming-systems?page=2`);

    await second.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/farming-systems\\?page=2$`));
    await grid.scrollIntoViewIfNeeded();
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(cards(grid)).toHaveCount(7);
    await expect(cards(grid).getByRole('heading').first()).toHaveText('Monção 400 SC');
    await expectNoSeriousViolations(page);

    await page.reload();
    await expect(page).toHaveURL(/\?page=2$/);
    await grid.scrollIntoViewIfNeeded();
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(cards(grid)).toHaveCount(7);

    // Back to page 1 with its number: the address is clean again.
    await first.click();
    await expect(first).toHaveAttribute('aria-current', 'page');
    await expect(cards(grid)).toHaveCount(12);
    await expect(page).toHaveURL(new RegExp(`/${locale}/farming-systems$`));
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test.describe('a visitor (or a crawler) without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the first 20 products of the list and the grid’s first page with real page links', async ({ page }) => {
    await page.goto('/pt-BR/brands');
    const list = page.getByRole('region', { name: locales['pt-BR'].list });
    await expect(cards(list)).toHaveCount(20);
    await expect(list.getByRole('status')).toHaveText(locales['pt-BR'].count(20, 75));
    await expect(list.getByRole('link', { name: 'Aurora T0785' })).toHaveAttribute('href', '/pt-BR/d/aurora-t0785');

    await page.goto('/en-US/farming-systems');
    const grid = page.getByRole('region', { name: locales['en-US'].grid });
    await expect(cards(grid)).toHaveCount(12);
    await expect(grid.getByRole('navigation', { name: locales['en-US'].pages }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en-US/farming-systems?page=2');
  });
});
