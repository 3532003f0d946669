import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

test('a programme member signs in from the logged-in area and lands back on it', async ({ page, consoleErrors }) => {
  await signInFrom(page, '/pt-BR/area-logada', 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao programa Impulso' })).toBeVisible();
  // A role gate for growers, rendered on the server for this user.
  await expect(page.getByRole('heading', { name: 'Conteúdo para produtores' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a user without a programme account gets the restricted-access page', async ({ page }) => {
  await signInFrom(page, '/pt-BR/area-logada', 'joao.lima@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  await expect(page).toHaveTitle('Impulso | Acesso Restrito');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso Restrito' })).toBeVisible();
  await expect(page.getByText(/até 2 dias/)).toBeVisible();
  await expect(page.getByText('Bem-vindo ao programa Impulso')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The partner's registration page (the sandbox's stand-in) opens beside the site.
  const [partner] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Cadastrar minha conta no site do parceiro' }).click()]);
  await expect(partner).toHaveURL(/\/sandbox\/accounts\/programme\/pt-BR\/register$/);
  await expect(partner.getByRole('heading', { level: 1, name: 'Cadastre a sua conta do programa Impulso' })).toBeVisible();
  await partner.close();
  await page.getByRole('link', { name: 'Conheça o programa Impulso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conheça o programa Impulso' })).toBeVisible();
});

test('a failing account service: the page says access could not be checked, and trying again gets in', async ({ page, request, consoleErrors }) => {
  await signInFrom(page, '/es-AR/finanzas', 'martina.gomez@example.com.ar');
  await expect(page.getByRole('heading', { name: 'Tus finanzas con Terralis' })).toBeVisible();

  // The roles call fails from now on: Martina may enter, but nobody can tell right now.
  const fault = await request.post('/sandbox/_control/faults', { data: { path: '/accounts/users/sbx-ar-0001/roles', status: 503, times: 0 } });
  const { id } = (await fault.json()) as { id: string };
  try {
    await page.reload();
    await expect(page).toHaveURL(/\/es-AR\/finanzas$/);
    await expect(page).toHaveTitle('No se pudo verificar el acceso');
    await expect(page.getByRole('heading', { level: 1, name: 'No pudimos verificar tu acceso ahora' })).toBeVisible();
    await expect(page.getByText('Tus finanzas con Terralis')).toHaveCount(0);
  } finally {
    await request.delete(`/sandbox/_control/faults/${id}`);
  }
  await page.getByRole('link', { name: 'Probar de nuevo' }).click();
  await expect(page).toHaveURL(/\/es-AR\/finanzas$/);
  await expect(page.getByRole('heading', { name: 'Tus finanzas con Terralis' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a hanging account service: the logged-in area answers with the same page after its timeout, not a 500', async ({ page, request }) => {
  await signInFrom(page, '/pt-BR/area-logada', 'paula.alves@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  const fault = await request.post('/sandbox/_control/faults', { data: { path: '/accounts/users/sbx-br-0004', delayMs: 30_000, times: 0 } });
  const { id } = (await fault.json()) as { id: string };
  try {
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Não conseguimos verificar seu acesso agora' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/pt-BR/area-logada');
  } finally {
    await request.delete(`/sandbox/_control/faults/${id}`);
  }
});

test('a forged x-middleware-subrequest header changes nothing on a guarded page', async ({ request }) => {
  for (const forged of ['middleware', 'middleware:middleware:middleware:middleware:middleware', 'proxy:proxy:proxy:proxy:proxy', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware']) {
    const response = await request.get('/pt-BR/area-logada', { headers: { 'x-middleware-subrequest': forged }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/pt-BR/login?redirectUrl=%2Fpt-BR%2Farea-logada');
  }
});

test('Argentine finance: on the allow list with the role -> in', async ({ page }) => {
  await signInFrom(page, '/es-AR/finanzas', 'martina.gomez@example.com.ar');
  await expect(page).toHaveURL(/\/es-AR\/finanzas$/);
  await expect(page.getByRole('heading', { name: 'Tus finanzas con Terralis' })).toBeVisible();
  // finance-and-orders is the eximia tier: its quick links only.
  await expect(page.getByRole('heading', { name: 'Accesos rápidos Eximia' })).toBeVisible();
  await expect(page.getByText('Accesos rápidos Premium')).toHaveCount(0);
});

test('Argentine finance: a signed-in user without a finance role goes home', async ({ page }) => {
  await signInFrom(page, '/es-AR/finanzas', 'carlos.souza@example.com.br');
  await expect(page).toHaveURL(/\/es-AR$/);
});

test('guarded pages are not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/pt-BR/campanhas');
  expect(sitemap).not.toContain('area-logada');
  expect(sitemap).not.toContain('finanzas');
});
