import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * The field-data campaign dashboard on /es-AR/mi-campana (discovery-and-field-tools spec §2, §4,
 * §8, §9) against the sandbox partner: Sofía connects her account, the partner syncs a couple of
 * times and completes, and the card shows her season's corn yield; Diego's sync never completes
 * (the maximum tries error, with a retry); the preceon-redirect variant of the connect page; a
 * partner failure. Each journey first forgets the user's connection, so it can run again.
 */
const CAMPAIGN = '/es-AR/mi-campana';
const CONNECT = '/es-AR/configuracion-de-perfil/conectar-cuenta';
const ADVISORY = '/es-AR/herramientas/recomendacion-de-siembra';
const faults = sandboxFaults();

// Two journeys connect and disconnect Sofía: one after the other.
test.describe.configure({ mode: 'serial' });

test.afterEach(({ request }) => faults.remove(request));

const campaignCard = (page: Page) => page.getByRole('region', { name: 'Rendimiento de tu campaña' });
const connectPanel = (page: Page) => page.getByRole('region', { name: 'Conectá tu cuenta de datos de campo' });

/** Signs in from `path` and forgets any connection an earlier run left, then shows `path` again. */
async function signInDisconnected(page: Page, path: string, email: string) {
  await signInFrom(page, path, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect((await page.request.delete('/api/partners/field-view/connection', { data: {} })).ok()).toBe(true);
  await page.reload();
}

test("Sofía connects her account and sees her season's corn yield against the last", async ({ page, consoleErrors, cspViolations }) => {
  await signInDisconnected(page, CAMPAIGN, 'sofia.acosta@example.com.ar');

  // Not connected: the empty card offers to connect, add fields, or retry.
  const card = campaignCard(page);
  await expect(card).toContainText('Conectá tu cuenta de datos de campo');
  await expect(card.getByRole('link', { name: 'Agregar campos' })).toHaveAttribute('href', /client_id=sandbox-field-view-client/);
  await expect(card.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recomendación de siembra con tus datos' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await card.getByRole('link', { name: 'Conectar cuenta' }).click();

  // The connect page links the partner's field-selection site with our client id.
  await expect(page).toHaveURL(new RegExp(`${CONNECT}$`));
  const panel = connectPanel(page);
  await expect(panel.getByRole('link', { name: 'Elegir mis campos en el sitio del socio' })).toHaveAttribute(
    'href',
    '/sandbox/field-view/field-selection?client_id=sandbox-field-view-client',
  );
  await expectNoSeriousViolations(page);
  await panel.getByRole('button', { name: 'Conectar cuenta' }).click();

  // Back on the campaign page, after the partner synced: the season's corn yield in t/ha.
  await expect(page).toHaveURL(new RegExp(`${CAMPAIGN}$`));
  await expect(campaignCard(page)).toContainText('Rendimiento promedio de maíz');
  await expect(campaignCard(page)).toContainText('9,92 t/ha');
  await expect(campaignCard(page)).toContainText(/6,1\s?% más que \d{4}/);
  await expectNoSeriousViolations(page);

  // The connect page now says she is connected.
  await page.goto(CONNECT);
  await expect(page.getByText('Tu cuenta está conectada')).toBeVisible();
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("Diego's sync never completes: the card shows its error, with a retry", async ({ page }) => {
  await signInDisconnected(page, CONNECT, 'diego.fernandez@example.com.ar');
  await connectPanel(page).getByRole('button', { name: 'Conectar cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAMPAIGN}$`));
  const alert = campaignCard(page).getByRole('alert');
  await expect(alert).toContainText('No pudimos cargar los datos de tu campaña');
  await expect(alert).toContainText('Recargá la página para intentarlo de nuevo.');
  // The retry asks the server again, which syncs five more times and fails the same way.
  const refreshed = page.waitForResponse((response) => response.request().headers()['rsc'] === '1' && new URL(response.url()).pathname === CAMPAIGN);
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  expect((await refreshed).ok()).toBe(true);
  await expect(campaignCard(page).getByRole('alert')).toContainText('No pudimos cargar los datos de tu campaña');
  await expectNoSeriousViolations(page);
});

test('with preceon-redirect=true, connecting leads back to the planting advisory', async ({ page }) => {
  await signInDisconnected(page, CONNECT, 'lucia.pereyra@example.com.ar');
  await page.goto(`${CONNECT}?preceon-redirect=true`);
  await connectPanel(page).getByRole('button', { name: 'Conectar cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADVISORY}$`));
});

test('a partner that fails shows the error card; the retry shows the data once it answers', async ({ page, request }) => {
  await signInDisconnected(page, CONNECT, 'sofia.acosta@example.com.ar');
  await faults.add(request, { path: '/field-view/api/dashboard', status: 503, times: 0 });
  await connectPanel(page).getByRole('button', { name: 'Conectar cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAMPAIGN}$`));
  await expect(campaignCard(page).getByRole('alert')).toContainText('No pudimos cargar los datos de tu campaña');
  await faults.remove(request);
  await campaignCard(page).getByRole('button', { name: 'Reintentar' }).click();
  await expect(campaignCard(page)).toContainText('9,92 t/ha');
});
