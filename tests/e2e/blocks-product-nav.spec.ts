import { expect, test } from './support/fixtures';

test('the product navigation bar lists the six product areas and scrolls sideways on a phone, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pt-BR/componentes/utilitarios');
  const bar = page.getByRole('navigation', { name: 'Áreas de produtos Terralis' });
  const links = bar.getByRole('link');
  await expect(links).toHaveCount(6);
  await expect(links.first()).toHaveAttribute('href', '/pt-BR/seeds');
  await expect(links.last()).toHaveAttribute('href', '/pt-BR/brands');
  // The demo page is none of the areas: nothing is marked current.
  await expect(bar.locator('[aria-current]')).toHaveCount(0);

  const list = bar.getByRole('list');
  // Polled: the layout may still settle (styles, fonts) right after the page loads.
  await expect.poll(() => list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Keyboard users reach the last area: focusing it scrolls the bar.
  await links.last().focus();
  await expect(links.last()).toBeInViewport();
});

test('the product navigation bar fits on one row on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en-US/components/utilities');
  const list = page.getByRole('navigation', { name: 'Terralis product areas' }).getByRole('list');
  await expect.poll(() => list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
