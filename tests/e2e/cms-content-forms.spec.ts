import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Content as a real CMS sends it: the Golden Harvest demo pages carry flat carousel items
 * (`image` + `imageAlt`), images without width and height, and campaign windows written as
 * date-times. Every block shows, and nothing on the page moves when the images arrive.
 */
const demos = [
  {
    url: '/pt-BR/campanhas/safra-de-ouro',
    campaigns: 'Ofertas da Safra de Ouro',
    running: ['Safra de Ouro Terralis', 'Semente tratada com pontos extras'],
    ended: 'Frete grátis no verão de 2025',
    endsOn: /^Válida até 31 de dezembro de 2030 às 23:59$/,
    slideImage: 'Embalagem do fungicida Aurora Pro',
    figure: 'Lavoura de soja pronta para a colheita',
    promoImage: 'Produtores em um dia de campo',
  },
  {
    url: '/es-AR/campana/cosecha-de-oro',
    campaigns: 'Ofertas de la Cosecha de Oro',
    running: ['Cosecha de Oro Terralis', 'Semilla tratada con puntos extra'],
    ended: 'Flete gratis en el verano 2025',
    endsOn: /^Vigente hasta el 31 de diciembre de 2030 a las 11:59\sp\.\sm\.$/,
    slideImage: 'Envase del fungicida Aurora Pro',
    figure: 'Lote de soja listo para la cosecha',
    promoImage: 'Productores en una jornada a campo',
  },
  {
    url: '/en-US/campaigns/golden-harvest',
    campaigns: 'Golden Harvest offers',
    running: ['Terralis Golden Harvest', 'Extra points on treated seed'],
    ended: 'Free shipping, summer 2025',
    endsOn: /^Valid through December 31, 2030 at 11:59\sPM$/,
    slideImage: 'Aurora Pro fungicide package',
    figure: 'Soybean field ready for harvest',
    promoImage: 'Growers at a field day',
  },
];

/**
 * Scrolls through the page so every lazy image loads, waits until all have, and gives the layout
 * shift score of the page's content (the blocks in <main>) over the whole visit.
 */
async function layoutShiftOfContent(page: Page): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type LayoutShift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
        const main = document.querySelector('main')!;
        new PerformanceObserver((list) => {
          const inContent = (list.getEntries() as LayoutShift[]).filter((shift) => shift.sources.some(({ node }) => node && main.contains(node)));
          resolve(inContent.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all means no entry: the observer stays silent.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

for (const demo of demos) {
  test(`${demo.url} shows flat, unsized images and date-time campaigns, without a layout shift`, async ({ page, consoleErrors }) => {
    expect((await page.goto(demo.url))?.status()).toBe(200);

    const campaigns = page.getByRole('region', { name: demo.campaigns });
    await expect(campaigns).toBeVisible();
    for (const title of demo.running) await expect(campaigns.getByRole('heading', { level: 2, name: title, includeHidden: true })).toHaveCount(1);
    await expect(page.getByText(demo.ended)).toHaveCount(0);
    await expect(campaigns.getByText(demo.endsOn)).toBeVisible();

    await expect(page.getByRole('img', { name: demo.slideImage })).toBeVisible();
    await expect(page.getByRole('img', { name: demo.figure })).toBeVisible();
    await expect(page.getByRole('img', { name: demo.promoImage })).toBeVisible();
    // Every image sits in a box with a height before and after it loads: none collapsed, none overflowing its box.
    for (const name of [demo.figure, demo.promoImage]) {
      const box = await page.getByRole('img', { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThan(50);
    }

    expect(await layoutShiftOfContent(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
}
