import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { untilLive } from './support/hydration';

/**
 * The products directory (discovery spec §2, §5, §9; issue 20 "filters live in the URL") on each
 * locale's products page, against the sandbox's catalogue (75 products: 41 seeds, 24 crop
 * protection, 10 biologicals) and the editor's digital solutions: tabs, 'load more', a letter, the
 * address keeping the filters across a reload, the digital solutions tab, and the first 8 cards in
 * the HTML without script.
 */
const journeys = [
  {
    locale: 'pt-BR',
    url: '/pt-BR/produtos',
    title: 'Produtos Terralis',
    region: 'Encontre o produto certo para a sua lavoura',
    tabs: { all: 'Todos', seeds: 'Sementes', digital: 'Soluções Digitais' },
    letters: 'Produtos pela letra inicial',
    loadMore: 'Carregar mais',
    count: (shown: number, total: number) => `Exibindo ${shown} de ${total} produtos`,
    total: 79,
    digital: ['Calculadora de recompensas Impulso', 'Cupom de desconto', 'Ensaios de produtividade', 'Serviços por pontos'],
    digitalLink: { name: 'Cupom de desconto', href: '/pt-BR/ferramentas/cupom' },
  },
  {
    locale: 'es-AR',
    url: '/es-AR/productos',
    title: 'Productos Terralis',
    region: 'Encontrá el producto indicado para tu lote',
    tabs: { all: 'Todos', seeds: 'Semillas', digital: 'Soluciones Digitales' },
    letters: 'Productos por letra inicial',
    loadMore: 'Cargar más',
    count: (shown: number, total: number) => `Mostrando ${shown} de ${total} productos`,
    total: 79,
    digital: ['Calculadora de beneficios Impulso', 'Cupón de descuento', 'Ensayos de rendimiento', 'Servicios por puntos'],
    digitalLink: { name: 'Cupón de descuento', href: '/es-AR/herramientas/cupon' },
  },
  {
    locale: 'en-US',
    url: '/en-US/products',
    title: 'Terralis products',
    region: 'Find the right product for your fields',
    tabs: { all: 'All', seeds: 'Seeds', digital: 'Digital Solutions' },
    letters: 'Products by initial letter',
    loadMore: 'Load more',
    count: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    total: 78,
    digital: ['Impulso rewards calculator', 'Local yield trials', 'Savings voucher'],
    digitalLink: { name: 'Savings voucher', href: '/en-US/tools/voucher' },
  },
] as const;

const cards = (directory: Locator) => directory.getByRole('tabpanel').getByRole('listitem');
const cardNames = (directory: Locator) => cards(directory).getByRole('heading', { level: 3 });
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

for (const journey of journeys) {
  test(`${journey.locale}: tabs, load more and a letter narrow the directory; the address keeps them across a reload`, async ({ page, consoleErrors, cspViolations }) => {
    await page.goto(journey.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.title);
    const directory = page.getByRole('region', { name: journey.region });
    const status = directory.getByRole('tabpanel').getByRole('status');
    await expect(status).toHaveText(journey.count(8, journey.total));
    await expect(cards(directory)).toHaveCount(8);
    expect(queryOf(page)).toEqual({});

    // Seeds: the 41 of them, 8 at a time.
    const seeds = directory.getByRole('tab', { name: journey.tabs.seeds });
    await untilLive(
      async () => {
        if ((await seeds.getAttribute('aria-selected')) !== 'true') await seeds.click();
      },
      () => expect(seeds).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 }),
    );
    await expect(status).toHaveText(journey.count(8, 41));
    await expect.poll(() => queryOf(page)).toEqual({ tab: 'seeds' });

    await directory.getByRole('button', { name: journey.loadMore }).click();
    await expect(cards(directory)).toHaveCount(16);
    await expect(status).toHaveText(journey.count(16, 41));
    // The focus goes to the first card that came in.
    await expect(cards(directory).nth(8).getByRole('link')).toBeFocused();

    // A letter starts over at the first cards it keeps.
    const b = directory.getByRole('group', { name: journey.letters }).getByRole('button', { name: 'B', exact: true });
    await b.click();
    await expect(b).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(directory)).toHaveText(['Baluarte T0887', 'Bravura TP1103']);
    await expect(directory.getByRole('button', { name: journey.loadMore })).toHaveCount(0);
    await expect.poll(() => queryOf(page)).toEqual({ tab: 'seeds', letter: 'B' });
    await expect(cards(directory).first().getByRole('link')).toHaveAttribute('href', `/${journey.locale}/d/baluarte-t0887`);

    // The address is the directory's state: a reload shows the same cards.
    await page.reload();
    const reloaded = page.getByRole('region', { name: journey.region });
    await expect(reloaded.getByRole('tab', { name: journey.tabs.seeds })).toHaveAttribute('aria-selected', 'true');
    await expect(reloaded.getByRole('group', { name: journey.letters }).getByRole('button', { name: 'B', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(reloaded)).toHaveText(['Baluarte T0887', 'Bravura TP1103']);
    expect(queryOf(page)).toEqual({ tab: 'seeds', letter: 'B' });

    await expectNoSeriousViolations(page);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test(`${journey.locale}: the digital solutions tab lists the editor’s tools, linked to their pages`, async ({ page, consoleErrors, cspViolations }) => {
    await page.goto(`${journey.url}?tab=digital-solutions`);
    const directory = page.getByRole('region', { name: journey.region });
    const digital = directory.getByRole('tab', { name: journey.tabs.digital });
    // The server renders the All tab; the island reads the address as it goes live.
    await expect(digital).toHaveAttribute('aria-selected', 'true');
    await expect(cardNames(directory)).toHaveText([...journey.digital]);
    await expect(directory.getByRole('tabpanel').getByRole('status')).toHaveText(journey.count(journey.digital.length, journey.digital.length));
    await expect(directory.getByRole('link', { name: journey.digitalLink.name })).toHaveAttribute('href', journey.digitalLink.href);
    // Nothing to narrow by crop or type there.
    await expect(directory.getByRole('combobox')).toHaveCount(0);

    // Back to All: the address is clean again.
    await directory.getByRole('tab', { name: journey.tabs.all }).click();
    await expect(cards(directory)).toHaveCount(8);
    await expect.poll(() => queryOf(page)).toEqual({});

    // A solution's card takes the visitor to its tool.
    await digital.click();
    await directory.getByRole('link', { name: journey.digitalLink.name }).click();
    await expect(page).toHaveURL((url) => url.pathname === journey.digitalLink.href);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test.describe('a visitor (or a crawler) without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the All tab’s first 8 cards, linked to their pages', async ({ page }) => {
    await page.goto('/en-US/products');
    const directory = page.getByRole('region', { name: 'Find the right product for your fields' });
    await expect(cards(directory)).toHaveCount(8);
    await expect(directory.getByRole('link', { name: 'Aliança Raiz' })).toHaveAttribute('href', '/en-US/cpd/alianca-raiz');
    await expect(directory.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(directory.getByRole('tabpanel').getByRole('status')).toHaveText('Showing 8 of 78 products');
  });
});
