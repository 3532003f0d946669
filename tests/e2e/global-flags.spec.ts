import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * Journeys that switch the server's feature flags (the access rules' 'Ar-login' and the finance
 * allow list). Flags are global to the server: a journey elsewhere on an Argentine page would see
 * them switched under it, so these run in a Playwright project of their own, after the others
 * (playwright.config.ts), one after another.
 */
test.describe.configure({ mode: 'serial' });

const setFlag = (request: APIRequestContext, key: string, flag: { enabled: boolean; allowList?: string[] }) =>
  request.put(`/sandbox/_control/flags/${key}`, { data: flag }).then((response) => expect(response.ok()).toBe(true));

test.afterEach(async ({ request }) => {
  // Only the flags: the sign-ins stay.
  await request.post('/sandbox/_control/reset?service=flags');
});

test('Argentine finance: not on the allow list -> home; with the allow list off the role lets them in', async ({ page, request }) => {
  await signInFrom(page, '/es-AR/finanzas', 'diego.fernandez@example.com.ar');
  await expect(page).toHaveURL(/\/es-AR$/);

  await setFlag(request, 'latam-post-auth-white-list', { enabled: false, allowList: [] });
  await page.goto('/es-AR/finanzas');
  await expect(page.getByRole('heading', { name: 'Tus finanzas con Terralis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accesos rápidos Premium' })).toBeVisible();
  await expect(page.getByText('Accesos rápidos Eximia')).toHaveCount(0);
  // The finance route applies the same list: now it answers Diego his own account.
  await expect(page.getByLabel('CUIT')).toContainText('Fernández Hnos. S.H. (CUIT 33-71234567-0)');
});

test('Ar-login off sends everyone home, signed out or in', async ({ page, request }) => {
  await setFlag(request, 'Ar-login', { enabled: false });
  await page.goto('/es-AR/finanzas');
  await expect(page).toHaveURL(/\/es-AR$/);

  await setFlag(request, 'Ar-login', { enabled: true });
  await signInFrom(page, '/es-AR/finanzas', 'martina.gomez@example.com.ar');
  await expect(page).toHaveURL(/\/es-AR\/finanzas$/);
  await setFlag(request, 'Ar-login', { enabled: false });
  await page.goto('/es-AR/finanzas');
  await expect(page).toHaveURL(/\/es-AR$/);
});
