import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Blocks of lists-d on the demo pages: what only a real browser shows (layout, focus rings, stretched links). */

/** MUI marks keyboard focus (Mui-focusVisible) once React has hydrated. */
const hydrated = { waitUntil: 'networkidle' } as const;

/** A real mouse click in the middle of an element: the stretched link above it is what receives it. */
async function clickOver(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not visible');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('chip links mark the demo page as current and show a focus ring by keyboard', async ({ page }) => {
  // The component guide's index leads to its family pages with chips, its own chip first: that one is the current page.
  await page.goto('/pt-BR/componentes', hydrated);
  const families = page.getByRole('region', { name: 'Famílias de componentes' });
  const current = families.getByRole('link', { name: 'Todos os componentes' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(families.locator('[aria-current]')).toHaveCount(1);

  // The sample chip row, on the lists page: none of its chips leads to this page, so none is marked.
  await page.goto('/pt-BR/componentes/listas', hydrated);
  const chips = page.getByRole('region', { name: 'Navegue pelo site' });
  await expect(chips.locator('[aria-current]')).toHaveCount(0);
  await expect(chips.getByRole('link', { name: 'Portal Impulso (abre em uma nova aba)' })).toHaveAttribute('target', '_blank');

  await chips.getByRole('link', { name: 'Componentes' }).focus();
  await page.keyboard.press('Tab');
  const next = chips.getByRole('link', { name: 'Campanhas' });
  await expect(next).toBeFocused();
  // MUI draws the ring from a class React sets after the focus event: a retrying assertion, not a one-off read.
  await expect(next).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt-BR\/campanhas$/);
});

test('a crop tile is one link: a click on its picture follows it, and its focus ring surrounds the tile', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/es-AR/componentes/listas');
  const grid = page.getByRole('region', { name: 'Soluciones por cultivo' });
  await expect(grid.getByRole('listitem')).toHaveCount(8);
  // Seven tiles a row on wide screens: the eighth starts the second row.
  const tops = () => grid.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  // Polled: the layout may still settle (styles, fonts) right after the page loads.
  await expect.poll(async () => new Set((await tops()).slice(0, 7)).size).toBe(1);
  const settled = await tops();
  expect(settled[7]).toBeGreaterThan(settled[0]!);

  const corn = grid.getByRole('link', { name: 'Maíz' });
  await corn.focus();
  await expect.poll(() => corn.evaluate((element) => getComputedStyle(element, '::after').outlineStyle)).toBe('solid');
  await clickOver(grid.getByRole('listitem').nth(1).locator('img'));
  await expect(page).toHaveURL(/\/es-AR\/productos\/aurora-pro$/);
});

test('column cards take the chosen columns on a desktop and one column on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/es-AR/componentes/tarjetas');
  const cards = page.getByRole('region', { name: 'Te acompañamos toda la campaña' }).getByRole('listitem');
  const lefts = () => cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  // Polled: the layout settles after the page loads and after the viewport changes.
  await expect.poll(async () => new Set(await lefts()).size).toBe(4);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(async () => new Set(await lefts()).size).toBe(1);
});

test('a category card with a link is clickable as a whole; one without is not a link', async ({ page }) => {
  await page.goto('/en-US/components/cards');
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await expect(categories.getByRole('heading', { level: 3, name: 'Biologicals' }).getByRole('link')).toHaveCount(0);
  await clickOver(categories.getByText('Control rust, tar spot and gray leaf spot.'));
  await expect(page).toHaveURL(/\/en-US\/products\/aurora-pro$/);
});

test('the full background banner keeps its height while the image loads and centres its copy on request', async ({ page }) => {
  await page.goto('/es-AR/componentes/banners-y-promociones');
  const banner = page.getByRole('region', { name: 'Cosechá más en la campaña 2026/27' });
  await banner.scrollIntoViewIfNeeded();
  const before = await banner.boundingBox();
  await expect(banner.locator('img')).toHaveJSProperty('complete', true);
  const after = await banner.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(before!.height).toBeGreaterThanOrEqual(360);
  await expect(banner.getByRole('heading', { level: 2 })).toHaveCSS('text-align', 'center');
});
