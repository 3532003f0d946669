import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInAtProvider, signInFrom } from './support/sign-in';

/**
 * The planting advisory (discovery spec §2-§6, §9) on the es-AR page, against the sandbox's farms
 * (lib/upstreams/farms/sandbox/farms.ts). Martina Gómez has two farms of her own; her field-data
 * account is connected through the field-data route (POST /api/partners/field-view/connection).
 */
const PAGE = '/es-AR/herramientas/recomendacion-de-siembra';
const MARTINA = 'martina.gomez@example.com.ar';

const faults = sandboxFaults();
// Martina's journeys save and forget her choices: one after the other.
test.describe.configure({ mode: 'serial' });
test.afterEach(({ request }) => faults.remove(request));

const advisory = (page: Page) => page.getByRole('region', { name: 'Recomendación de siembra' });

/** From the page as a visitor: its sign-in link, the provider, and back to the page. */
async function signInAsMartina(page: Page) {
  await page.goto(PAGE);
  const signIn = advisory(page).getByRole('link', { name: 'Ingresar' });
  await expect(signIn).toHaveAttribute('href', `/es-AR/login?redirectUrl=${encodeURIComponent(PAGE)}`);
  await signIn.click();
  await page.locator('a[href^="/api/auth/login"]').click();
  await signInAtProvider(page, MARTINA);
  await expect(page).toHaveURL((url) => url.pathname === PAGE);
}

/** Martina connected, with nothing saved from an earlier run: the flow starts at its first step. */
async function readyMartina(page: Page) {
  await signInAsMartina(page);
  expect((await page.request.post('/api/partners/field-view/connection', { data: {} })).ok()).toBe(true);
  expect((await page.request.delete('/api/planting-advisory', { data: {} })).ok()).toBe(true);
  await page.reload();
  await expect(advisory(page).getByRole('heading', { name: 'Paso 1 de 3: Lote' })).toBeVisible();
}

async function choose(page: Page, label: string, option: RegExp) {
  await advisory(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a visitor is asked to sign in, and comes back to the advisory', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(PAGE);
  await expect(advisory(page).getByText('Ingresá para elegir uno de tus lotes')).toBeVisible();
  await expect(advisory(page).getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', `/es-AR/login?redirectUrl=${encodeURIComponent(PAGE)}`);
  await expect(advisory(page).getByRole('combobox')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('signed in and connected: field, environment, summary; edit cancelled restores; saved for next time', async ({ page, consoleErrors, cspViolations }) => {
  await readyMartina(page);
  const region = advisory(page);
  const next = region.getByRole('button', { name: 'Siguiente' });

  // Step selectField: a farm, then one of its fields; forward waits for both.
  await expect(next).toBeDisabled();
  await choose(page, 'Campo', /^La Esperanza$/);
  await expect(next).toBeDisabled();
  await choose(page, 'Lote', /^Lote 7/);
  await expect(next).toBeEnabled();
  await expectNoSeriousViolations(page);
  await next.click();

  // Step environment.
  await expect(region.getByRole('heading', { name: 'Paso 2 de 3: Ambiente' })).toBeFocused();
  const amount = region.getByRole('spinbutton', { name: /Rendimiento esperado/ });
  await expect(amount).toHaveValue('8');
  await amount.fill('');
  await expect(region.getByText('Ingresá el rendimiento esperado')).toBeVisible();
  await amount.fill('9.5');
  await region.getByRole('radio', { name: 'Neutro' }).check();
  await region.getByRole('radio', { name: /^50\s?%$/ }).check();
  await expect(next).toBeDisabled();
  await region.getByRole('button', { name: 'Elige fecha' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('gridcell', { name: String(new Date().getDate()), exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(next).toBeEnabled();
  await next.click();

  // Step summary.
  await expect(region.getByRole('heading', { name: 'Paso 3 de 3: Resumen' })).toBeFocused();
  await expect(region.getByText('9,5 t/ha: Muy alto')).toBeVisible();
  await expect(region.getByRole('link', { name: 'Ver cotización' })).toHaveAttribute('href', '/es-AR/contacto');
  await expectNoSeriousViolations(page);

  // The edit modal: save waits for a change; cancel restores what was there.
  await region.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar tus elecciones' });
  await expect(edit.getByRole('button', { name: 'Guardar', exact: true })).toBeDisabled();
  await edit.getByRole('spinbutton', { name: /Rendimiento esperado/ }).fill('14.5');
  await expect(edit.getByRole('button', { name: 'Guardar', exact: true })).toBeEnabled();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toHaveCount(0);
  await expect(region.getByText('9,5 t/ha: Muy alto')).toBeVisible();

  // Saved for next time: the next visit opens at the summary.
  await region.getByRole('button', { name: 'Guardar para la próxima' }).click();
  await expect(region.getByRole('status')).toHaveText('Guardado. Vas a encontrar estas elecciones acá la próxima vez.');
  await page.reload();
  await expect(advisory(page).getByRole('heading', { name: 'Paso 3 de 3: Resumen' })).toBeVisible();
  await expect(advisory(page).getByText('9,5 t/ha: Muy alto')).toBeVisible();
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('the farms service failing shows the error, and the retry recovers', async ({ page, request }) => {
  await readyMartina(page);
  // Her own list, as the farms client asks for it: her e-mail in base64, encoded in the path.
  await faults.add(request, { path: `/farms/preview-farms/${encodeURIComponent(Buffer.from(MARTINA).toString('base64'))}`, status: 503 });
  await page.reload();
  const alert = advisory(page).getByRole('alert');
  await expect(alert).toContainText('No pudimos cargar tus campos');
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(advisory(page).getByRole('heading', { name: 'Paso 1 de 3: Lote' })).toBeVisible();
});

test('in Brazil, a grower not connected yet connects on the Portuguese page and comes back to the advisory', async ({ page, consoleErrors, cspViolations }) => {
  const advisoryPage = '/pt-BR/ferramentas/recomendacao-de-semeadura';
  const connectPage = '/pt-BR/configuracoes-de-perfil/conectar-conta';
  await signInFrom(page, connectPage, 'joao.lima@example.com.br');
  await expect(page).toHaveURL((url) => url.pathname === connectPage);
  expect((await page.request.delete('/api/partners/field-view/connection', { data: {} })).ok()).toBe(true);

  await page.goto(advisoryPage);
  const dialog = page.getByRole('dialog', { name: 'Conecte sua conta de dados de campo' });
  await expect(dialog.getByRole('link', { name: 'Conectar conta' })).toHaveAttribute('href', `${connectPage}?preceon-redirect=true`);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('link', { name: 'Conectar conta' }).click();

  const panel = page.getByRole('region', { name: 'Conecte sua conta de dados de campo' });
  await panel.getByRole('button', { name: 'Conectar conta' }).click();
  await expect(page).toHaveURL((url) => url.pathname === advisoryPage);
  await expect(page.getByRole('region', { name: 'Recomendação de semeadura' }).getByRole('heading', { name: /^Passo 1 de 3/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});
