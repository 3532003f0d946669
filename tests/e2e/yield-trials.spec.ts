import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The local yield trials module (marketing spec §2, §4, §8, §9) against the sandbox's geocoder and
 * trials: a typed ZIP code with trials near it and their report, one with none within 200 miles,
 * and a browser position the site may know.
 */
const TRIALS = '/en-US/tools/yield-trials';

const trialsModule = (page: Page) => page.getByRole('region', { name: 'Local Yield Results' });

async function typeZip(page: Page, zip: string) {
  const dialog = page.getByRole('dialog', { name: 'Choose your location' });
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill(zip);
  await dialog.getByRole('button', { name: 'Use this ZIP code' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a typed ZIP code shows the three nearest trials; a card opens its report', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(TRIALS);
  const trials = trialsModule(page);
  await expect(trials.getByText('Location unknown')).toBeVisible();
  await trials.getByRole('button', { name: 'Choose a location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your location' });
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('5030');
  await dialog.getByRole('button', { name: 'Use this ZIP code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a 5 digit ZIP Code');
  await typeZip(page, '50309');

  await expect(trials.getByText('Showing Plots Near 50309')).toBeVisible();
  const reports = trials.getByRole('link', { name: /^View the .* trial report/ });
  await expect(reports).toHaveCount(3);
  await expect(trials.getByRole('listitem').filter({ has: page.getByRole('heading') }).first()).toContainText('Cooperator');
  await expectNoSeriousViolations(page);

  // The normal variant links to the report path with the ZIP code.
  const first = reports.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/en-US\/tools\/local-yield-results\/50309\/TR-\d{4}-[A-Z]{2}-\d{4}$/);
  await first.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ trial, /);
  await expect(page.getByText('Trial near 50309')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The ZIP code is kept for the visit.
  await page.goBack();
  await expect(trialsModule(page).getByText('Showing Plots Near 50309')).toBeVisible();
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a ZIP code with no trials within 200 miles says so; changing the location brings trials', async ({ page }) => {
  await page.goto(TRIALS);
  const trials = trialsModule(page);
  await trials.getByRole('button', { name: 'Choose a location' }).click();
  await typeZip(page, '33131');
  await expect(trials.getByText('There are no results within 200 miles of your area')).toBeVisible();
  await trials.getByRole('button', { name: 'Change location' }).click();
  await typeZip(page, '61820');
  await expect(trials.getByText('Showing Plots Near 61820')).toBeVisible();
  await expect(trials.getByRole('link', { name: /^View the .* trial report/ })).toHaveCount(3);
});

test('where the site may know the position, the trials near it show without a question; vertical cards link under the tools path', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 40.8136, longitude: -96.7026 });
  await page.goto('/en-US/tools');
  const trials = page.getByRole('region', { name: 'Trial plots near you' });
  // Its code loads as it comes near the screen.
  await trials.scrollIntoViewIfNeeded();
  await expect(trials.getByText('Showing Plots Near 68508')).toBeVisible();
  const report = trials.getByRole('link', { name: /^View the .* trial report/ }).first();
  await expect(report).toHaveAttribute('href', /^\/en-US\/tools\/local-yield-results\/TR-\d{4}-[A-Z]{2}-\d{4}$/);
  await expect(trials.getByRole('link', { name: 'See more results' })).toHaveAttribute('href', TRIALS);
});

test('an unknown report answers 404', async ({ page }) => {
  const response = await page.goto('/en-US/tools/local-yield-results/TR-1999-XX-0000');
  expect(response?.status()).toBe(404);
});

for (const [path, heading, button] of [
  ['/pt-BR/ferramentas/ensaios-de-produtividade', 'Resultados de produtividade locais', 'Escolher localização'],
  ['/es-AR/herramientas/ensayos-de-rendimiento', 'Resultados de rendimiento locales', 'Elegir ubicación'],
] as const) {
  test(`${path} asks for a US ZIP code in its language`, async ({ page }) => {
    await page.goto(path);
    const trials = page.getByRole('region', { name: heading });
    await trials.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /ZIP code/ }).fill('68508');
    await dialog.getByRole('button').last().click();
    await expect(trials.getByText('68508')).toBeVisible();
    await expect(trials.getByRole('link').first()).toHaveAttribute('href', /\/tools\/local-yield-results\/68508\/TR-/);
  });
}
