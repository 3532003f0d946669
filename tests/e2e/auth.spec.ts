import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The sandbox provider's sign-in form, as a person fills it. */
async function signInAtProvider(page: Page, email: string, password = 'sandbox') {
  await expect(page).toHaveURL(/\/sandbox\/oidc\/authorize\?/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const demoAccounts = [
  ['ana.ribeiro@example.com.br', 'sbx-br-0001', 'pt-BR'],
  ['carlos.souza@example.com.br', 'sbx-br-0002', 'pt-BR'],
  ['joao.lima@example.com.br', 'sbx-br-0003', 'pt-BR'],
  ['martina.gomez@example.com.ar', 'sbx-ar-0001', 'es-AR'],
  ['diego.fernandez@example.com.ar', 'sbx-ar-0002', 'es-AR'],
  ['john.miller@example.com', 'sbx-us-0001', 'en-US'],
  ['paula.alves@example.com.br', 'sbx-br-0004', 'pt-BR'],
] as const;

test('sign in from the login page, land back on the page asked for, with a safe session cookie; sign out', async ({ page, context, consoleErrors }) => {
  await page.goto('/pt-BR/login?redirectUrl=/pt-BR/campanhas/cadastro');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar com a conta Terralis' }).click();
  await signInAtProvider(page, 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/campanhas\/cadastro$/);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'terralis_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Plain http on loopback is the one place the cookie is not Secure (browsers would drop it).
  expect(cookie!.secure).toBe(false);
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 3600);
  expect(cookie!.value).not.toContain('ana.ribeiro');
  expect((await context.cookies()).some((candidate) => candidate.name === 'terralis_sign_in')).toBe(false);

  expect(await (await page.request.get('/api/account/user')).json()).toEqual({ uid: 'sbx-br-0001' });
  const roles = await page.request.post('/api/account/roles', { data: { uid: 'sbx-br-0001', authorization: 'x' } });
  expect(await roles.json()).toEqual({ data: [{ roleName: 'Grower' }] });

  // Signed in, the login page sends the visitor straight on.
  await page.goto('/pt-BR/login?redirectUrl=/pt-BR/campanhas');
  await expect(page).toHaveURL(/\/pt-BR\/campanhas$/);

  expect((await page.request.post('/api/auth/logout', { maxRedirects: 0 })).status()).toBe(303);
  expect((await page.request.get('/api/account/user')).status()).toBe(401);
  expect(consoleErrors).toEqual([]);
});

test('a wrong password stays on the provider with a message; a hostile return address goes home instead', async ({ page }) => {
  await page.goto(`/api/auth/login?${new URLSearchParams({ state: JSON.stringify({ redirectUri: 'https://evil.example/steal' }) })}`);
  await signInAtProvider(page, 'carlos.souza@example.com.br', 'not-it');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue('carlos.souza@example.com.br');
  await page.getByLabel('Password').fill('sandbox');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // '/' then goes to the visitor's locale home.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(pt-BR|es-AR|en-US)$/);
});

test('a callback without its sign-in transaction goes to the login page with a message', async ({ page }) => {
  await page.goto('/api/auth/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login\?error=expired/);
  // The browser asks for English, so the proxy picks the en-US login page.
  await expect(page.getByText('Sign-in took too long and expired. Please try again.')).toBeVisible();
});

for (const [email, uid, locale] of demoAccounts) {
  test(`demo account ${email} signs in`, async ({ page }) => {
    await page.goto(`/${locale}/login?redirectUrl=/${locale}`);
    await page.locator('a[href^="/api/auth/login"]').click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    expect(await (await page.request.get('/api/account/user')).json()).toEqual({ uid });
  });
}
