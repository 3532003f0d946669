import { componentGuidePages } from './support/demo-pages';
import { expect, test } from './support/fixtures';

/** Menus, drawers and mega-menus open once React has hydrated; before that a key press or click does nothing. */
const hydrated = { waitUntil: 'networkidle' } as const;

test('the language switcher keeps the visitor on the same page in the other locale', async ({ page }) => {
  await page.goto('/pt-BR/campanhas');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Español (Argentina)' }).click();
  await expect(page).toHaveURL(/\/es-AR\/campana$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English (US)' }).click();
  await expect(page).toHaveURL(/\/en-US\/campaigns$/);
});

test('the language switcher goes to the other locale home where the page has no version there', async ({ page }) => {
  await page.goto('/pt-BR/pagina-que-nao-existe');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English (US)' }).click();
  await expect(page).toHaveURL(/\/en-US$/);
});

test('main navigation comes from the CMS and marks the current page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en-US/campaigns');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/en-US/campaigns');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('on a phone the menu opens, works by keyboard, and closes when the window reaches 1200 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pt-BR', hydrated);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1199, height: 800 });
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(menu).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
});

// The component guide (index and every family page) shows every block: one test a page, so they run in parallel.
// Measured in both fonts a visitor may see: the brand font is `display: optional`, so a first visit
// whose font is late keeps the fallback, wider, for good (which of the two one look measured used to
// be down to timing). The reload has the brand font from the cache; the last load has none.
for (const path of ['/pt-BR', ...componentGuidePages('pt-BR'), '/es-AR/articulos/manejo-de-la-roya-asiatica-en-soja']) {
  test(`on a 320 px phone nothing on ${path} scrolls sideways, in either font`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const scrollWidth = async () => {
      // Signed out: the sign-in button is in the bar once the session is known.
      await expect(page.getByRole('banner').getByRole('link', { name: /Entrar|Ingresar/ })).toBeVisible();
      return page.evaluate(() => document.documentElement.scrollWidth);
    };
    await page.goto(path, hydrated);
    await page.reload(hydrated);
    expect(await scrollWidth(), `${path} in the brand font`).toBeLessThanOrEqual(320);
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.reload(hydrated);
    expect(await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length), 'fonts in').toBe(0);
    expect(await scrollWidth(), `${path} in the fallback font`).toBeLessThanOrEqual(320);
  });
}

test('on a 320 px phone the language switcher is in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/es-AR/articulos/manejo-de-la-roya-asiatica-en-soja', hydrated);
  await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English (US)' }).click();
  await expect(page).toHaveURL(/\/en-US\/articles\/managing-asian-soybean-rust$/);
});

test('the mega-menu opens by keyboard, Tab walks into its panel, Escape closes it and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pt-BR/campanhas', hydrated);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  const products = nav.getByRole('button', { name: 'Produtos' });
  await nav.getByRole('link', { name: 'Início' }).focus();
  await page.keyboard.press('Tab');
  await expect(products).toBeFocused();
  await expect(products).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Proteção de cultivos' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: /Aurora Pro/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: /Manejo da ferrugem-asiática/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(products).toBeFocused();
  await expect(products).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.getByRole('main').click({ position: { x: 10, y: 10 } });
  await expect(panel).toBeHidden();

  await products.click();
  await panel.getByRole('link', { name: /Aurora Pro/ }).click();
  await expect(page).toHaveURL(/\/pt-BR\/produtos\/aurora-pro$/);
});

test('on a phone a mega-menu item opens a submenu in the drawer, and Back returns to the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/es-AR', hydrated);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Productos' }).click();
  const back = menu.getByRole('button', { name: 'Volver' });
  await expect(back).toBeFocused();
  await expect(menu.getByRole('group', { name: 'Productos' }).getByRole('link', { name: /Aurora Pro/ })).toHaveAttribute('href', '/es-AR/productos/aurora-pro');
  await expect(menu.getByRole('link', { name: 'Herramientas' })).toHaveCount(0);

  await page.keyboard.press('Enter');
  await expect(back).toBeHidden();
  await expect(menu.getByRole('button', { name: 'Productos' })).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Herramientas' })).toBeVisible();

  // The submenu, like the drawer, closes when the window reaches the desktop width.
  await menu.getByRole('button', { name: 'Productos' }).click();
  await expect(back).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(menu).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Productos' })).toHaveAttribute('aria-expanded', 'false');
});

test('the skip link takes keyboard users to the main content', async ({ page }) => {
  await page.goto('/es-AR');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Ir al contenido' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the footer carries CMS link blocks, social links and the disclaimer', async ({ page }) => {
  await page.goto('/en-US');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation')).not.toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Terralis on Instagram' })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText('2026 Terralis');
  const logos = footer.getByRole('list', { name: 'Brands and certifications' });
  await expect(logos.getByRole('img')).toHaveCount(4);
  await expect(logos.getByRole('link', { name: 'Terralis' })).toHaveAttribute('href', '/en-US');
  // The logos load lazily: bring them into view, then each must have really loaded.
  await logos.scrollIntoViewIfNeeded();
  for (const logo of await logos.getByRole('img').all()) {
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});
