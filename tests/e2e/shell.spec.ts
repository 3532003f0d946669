import { expect, test } from './support/fixtures';

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
  await page.goto('/pt-BR');
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
});
