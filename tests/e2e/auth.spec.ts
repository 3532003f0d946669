import { expect, test } from './support/fixtures';
import { signInAtProvider, signInFrom } from './support/sign-in';

const demoAccounts = [
  ['ana.ribeiro@example.com.br', 'sbx-br-0001'],
  ['carlos.souza@example.com.br', 'sbx-br-0002'],
  ['joao.lima@example.com.br', 'sbx-br-0003'],
  ['martina.gomez@example.com.ar', 'sbx-ar-0001'],
  ['diego.fernandez@example.com.ar', 'sbx-ar-0002'],
  ['john.miller@example.com', 'sbx-us-0001'],
  ['paula.alves@example.com.br', 'sbx-br-0004'],
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

  // The header's account menu: post-login links and sign-out, no sign-in.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
  await header.getByRole('button', { name: 'Minha conta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Área logada' })).toHaveAttribute('href', '/pt-BR/area-logada');
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/pt-BR$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  expect((await page.request.get('/api/account/user')).status()).toBe(401);
  expect((await page.request.post('/api/auth/logout', { maxRedirects: 0 })).status()).toBe(303);
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

test('a cancelled sign-in keeps the return path: the retry lands on the page asked for', async ({ page, consoleErrors }) => {
  await page.goto('/pt-BR/area-logada');
  await expect(page).toHaveURL((url) => url.pathname === '/pt-BR/login' && url.searchParams.get('redirectUrl') === '/pt-BR/area-logada');
  await page.getByRole('link', { name: 'Entrar com a conta Terralis' }).click();
  await expect(page).toHaveURL(/\/sandbox\/oidc\/authorize\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/pt-BR/login' && url.searchParams.get('error') === 'refused' && url.searchParams.get('redirectUrl') === '/pt-BR/area-logada');
  await expect(page.getByRole('alert').filter({ hasText: 'O login foi cancelado' })).toHaveText('O login foi cancelado. Tente novamente.');
  await page.getByRole('link', { name: 'Entrar com a conta Terralis' }).click();
  await signInAtProvider(page, 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao programa Impulso' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a session cookie copied before logout is refused after it', async ({ page, context, playwright }) => {
  await signInFrom(page, '/pt-BR/area-logada', 'carlos.souza@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  const copied = (await context.cookies()).find((cookie) => cookie.name === 'terralis_session')!.value;
  // Someone else, with a copy of the cookie: another browser, no cookies of its own.
  const thief = await playwright.request.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { cookie: `terralis_session=${copied}` } });
  try {
    expect((await thief.get('/api/account/user')).status()).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/pt-BR$/);

    expect((await thief.get('/api/account/user')).status()).toBe(401);
    const guarded = await thief.get('/pt-BR/area-logada', { maxRedirects: 0 });
    expect(guarded.status()).toBe(307);
    expect(guarded.headers().location).toBe('/pt-BR/login?redirectUrl=%2Fpt-BR%2Farea-logada');
  } finally {
    await thief.dispose();
  }
});

test('a callback without its sign-in transaction goes to the login page with a message', async ({ page }) => {
  await page.goto('/api/auth/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login\?error=expired/);
  // The browser asks for English, so the proxy picks the en-US login page.
  await expect(page.getByText('Sign-in took too long and expired. Please try again.')).toBeVisible();
});

for (const [email, uid] of demoAccounts) {
  test(`demo account ${email} signs in from a guarded page and lands back on it`, async ({ page }) => {
    await signInFrom(page, '/pt-BR/area-logada', email);
    // Members see the area, everyone else the restricted-access page: both at the same address.
    await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await (await page.request.get('/api/account/user')).json()).toEqual({ uid });
  });
}
