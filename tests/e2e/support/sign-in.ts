import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sandbox provider's sign-in form, as a person fills it (every demo account's password is 'sandbox'). */
export async function signInAtProvider(page: Page, email: string, password = 'sandbox') {
  await expect(page).toHaveURL(/\/sandbox\/oidc\/authorize\?/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From a guarded page, signed out: to its login page, then the provider (landing is the caller's to check). */
export async function signInFrom(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/login') && url.searchParams.get('redirectUrl') === path);
  await page.locator('a[href^="/api/auth/login"]').click();
  await signInAtProvider(page, email);
}
