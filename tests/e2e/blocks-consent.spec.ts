import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForSession } from './support/hydration';
import { signInFrom } from './support/sign-in';

/** The controls work once React has hydrated; before that a key press does nothing. */
const hydrated = { waitUntil: 'networkidle' } as const;

const socialHosts = /^https:\/\/([^/]+\.)?(facebook\.com|instagram\.com|twitter\.com|x\.com)\//;

/** Nothing leaves the machine: every https request is aborted, and the ones to the networks are recorded. */
async function blockTheInternet(page: Page) {
  const socialRequests: string[] = [];
  page.on('request', (request) => {
    if (socialHosts.test(request.url())) socialRequests.push(request.url());
  });
  await page.route('https://**', (route) => route.abort());
  return socialRequests;
}

test('social embeds load only after consent, given by keyboard, and the choice is remembered and withdrawn', async ({ page, cspViolations }) => {
  const socialRequests = await blockTheInternet(page);
  await page.goto('/en-US/components/contact', hydrated);
  const section = page.getByRole('region', { name: 'Terralis on social media', exact: true });
  await expect(section.getByRole('button', { name: 'Load X content' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(socialRequests).toEqual([]);

  const load = section.getByRole('button', { name: 'Load X content' });
  await load.focus();
  await page.keyboard.press('Enter');
  const frame = section.locator('iframe[title="X post: Alert: conditions favor Asian soybean rust in the Southeast"]');
  await expect(frame).toHaveAttribute('src', 'https://platform.twitter.com/embed/Tweet.html?id=1853456789012345678&dnt=true&lang=en');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  // Only X was consented to: Facebook and Instagram still wait.
  await expect(page.locator('iframe')).toHaveCount(1);
  const withdraw = section.getByRole('button', { name: 'Stop loading X content' });
  await expect(withdraw).toBeFocused();
  // The CSP lets the embed origin frame in (the request itself is aborted by the test).
  expect(cspViolations).toEqual([]);
  await expect.poll(() => socialRequests.every((url) => url.startsWith('https://platform.twitter.com/'))).toBe(true);

  await page.reload(hydrated);
  await expect(frame).toHaveCount(1);

  await section.getByRole('button', { name: 'Stop loading X content' }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Load X content' })).toBeFocused();
  await page.reload(hydrated);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the campaign banner closes with its localized button and stays closed after a reload', async ({ page }) => {
  await blockTheInternet(page);
  await page.goto('/pt-BR/componentes/banners-e-promocoes', hydrated);
  const banner = page.getByRole('region', { name: 'Última semana da Campanha Safra 2026/27', exact: true });
  const close = banner.getByRole('button', { name: 'Fechar' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  // Focus went on to the page, not back to its top.
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(page.locator('body')).not.toBeFocused();

  await page.reload(hydrated);
  await expect(banner).toHaveCount(0);
  // The plain banner has no close button and still shows.
  await expect(page.getByRole('region', { name: 'Bula e recomendações atualizadas', exact: true })).toBeVisible();
});

test('the campaign banner is named "Cerrar" in Argentina and "Close" in the US', async ({ page }) => {
  await blockTheInternet(page);
  await page.goto('/es-AR/componentes/banners-y-promociones', hydrated);
  await page.getByRole('region', { name: 'Última semana de la Campaña 2026/27', exact: true }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('region', { name: 'Última semana de la Campaña 2026/27', exact: true })).toHaveCount(0);
  await page.goto('/en-US/components/banners-and-promos', hydrated);
  await expect(page.getByRole('region', { name: 'Last week of the 2026 Season Campaign', exact: true }).getByRole('button', { name: 'Close' })).toBeVisible();
});

test('the eleva banner shows only to a signed-in Eleva customer', async ({ page }) => {
  await page.goto('/pt-BR/componentes/banners-e-promocoes', hydrated);
  // The banner is decided in the browser once the session is known: only then does its absence mean something.
  await waitForSession(page);
  await expect(page.getByRole('region', { name: 'Benefício exclusivo Eleva', exact: true })).toHaveCount(0);

  await signInFrom(page, '/pt-BR/area-logada', 'paula.alves@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  await page.goto('/pt-BR/componentes/banners-e-promocoes', hydrated);
  await expect(page.getByRole('region', { name: 'Benefício exclusivo Eleva', exact: true })).toBeVisible();
});

test('a signed-in customer who is not Eleva does not see the eleva banner', async ({ page }) => {
  await signInFrom(page, '/pt-BR/area-logada', 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  await page.goto('/pt-BR/componentes/banners-e-promocoes', hydrated);
  await expect(page.getByRole('region', { name: 'Última semana da Campanha Safra 2026/27', exact: true })).toBeVisible();
  await waitForSession(page);
  await expect(page.getByRole('region', { name: 'Benefício exclusivo Eleva', exact: true })).toHaveCount(0);
});
