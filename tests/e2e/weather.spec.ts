import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';

/**
 * The seven-day weather widget (discovery spec §2, §4, §5, §7-§9) against the sandbox's geocoder,
 * places and forecasts: the browser's position granted and denied, a town picked from the
 * suggestions, Enter with no suggestion, and the server error when the services fail.
 */
const faults = sandboxFaults();
test.afterEach(async ({ request }) => {
  await faults.remove(request);
});

const widget = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test('with the position granted, the week of the visitor’s town shows; change location goes back', async ({ page, context, consoleErrors, cspViolations }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 41.5868, longitude: -93.625 });
  await page.goto('/en-US/tools/weather');
  const weather = widget(page, '7-day weather forecast');
  await weather.getByRole('button', { name: 'Use my location' }).click();

  await expect(weather.getByText('Forecast for Des Moines')).toBeVisible();
  const days = weather.getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.first().getByRole('heading', { level: 3 })).toHaveText(/^Today /);
  // °F, mph and daylight to 1 decimal in the US.
  await expect(days.first()).toContainText(/°F/);
  await expect(days.first()).toContainText(/\d+\.\d hr/);
  await expect(days.first()).toContainText(/(N|NE|E|SE|S|SW|W|NW) \d+ mph/);
  await expectNoSeriousViolations(page);

  await weather.getByRole('button', { name: 'Change location' }).click();
  await expect(weather.getByRole('button', { name: 'Use my location' })).toBeVisible();
  await expect(weather.getByRole('listitem')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('with the position denied, a tooltip says access is blocked and the town search still works', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/en-US/tools/weather');
  const weather = widget(page, '7-day weather forecast');
  const button = weather.getByRole('button', { name: 'Use my location' });
  await button.click();
  const tooltip = weather.getByRole('tooltip');
  await expect(tooltip).toHaveText("Location access is blocked. Allow it in your browser's settings, or search for a town.");
  await expect(button).toHaveAccessibleDescription("Location access is blocked. Allow it in your browser's settings, or search for a town.");

  await weather.getByRole('combobox', { name: 'Town or address' }).fill('Ames');
  await weather.getByRole('option', { name: 'Ames, IA, USA' }).click();
  await expect(weather.getByText('Forecast for Ames, IA, USA')).toBeVisible();
  await expect(weather.getByRole('listitem')).toHaveCount(7);
});

test('a town picked from the suggestions, in the page’s country and language, shows its seven days', async ({ page, consoleErrors }) => {
  await page.goto('/pt-BR/ferramentas/clima');
  const weather = widget(page, 'Previsão do tempo para 7 dias');
  const address = weather.getByRole('combobox', { name: 'Cidade ou endereço' });

  // Enter with no suggestion: the inline error, on a red-bordered input.
  await address.fill('Xanadu');
  await expect(weather.getByText('Nenhum local corresponde ao que você digitou.')).toBeVisible();
  await address.press('Enter');
  await expect(weather.getByRole('alert')).toHaveText('Escolha um local da lista.');
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill('rio v');
  const suggestion = weather.getByRole('option', { name: 'Rio Verde, GO, Brasil' });
  await expect(suggestion).toBeVisible();
  // Only Brazil's towns are suggested on the Brazilian page.
  await address.fill('Pergamino');
  await expect(weather.getByText('Nenhum local corresponde ao que você digitou.')).toBeVisible();

  await address.fill('rio v');
  await expect(suggestion).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(weather.getByText('Previsão para Rio Verde - GO, Brasil')).toBeVisible();
  const days = weather.getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.first().getByRole('heading', { level: 3 })).toHaveText(/^Hoje /);
  await expect(days.first()).toContainText(/°C/);
  await expect(days.first()).toContainText(/\d+,\d h/);
  await expect(weather.getByRole('button', { name: 'Alterar localização' })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('when the suggestions or the forecast fail, the server error shows above the input', async ({ page, request }) => {
  await page.goto('/es-AR/herramientas/clima');
  const weather = widget(page, 'Pronóstico del tiempo a 7 días');
  const address = weather.getByRole('combobox', { name: 'Localidad o dirección' });
  const serverError = 'El pronóstico no está disponible en este momento. Probá de nuevo en unos instantes.';

  // The places service fails for these letters (and its one retry).
  await faults.add(request, { path: '/maps/place/autocomplete/json', query: { input: 'Pergamino', components: 'country:ar' }, status: 503, times: 0 });
  await address.fill('Pergamino');
  await expect(weather.getByRole('alert')).toHaveText(serverError);

  // The weather service fails for Córdoba: back to the form, with the same message.
  await faults.add(request, { path: '/weather/v3/wx/forecast/daily/7day', query: { geocode: '-31.42,-64.19' }, status: 503, times: 0 });
  await address.fill('Córdoba');
  await weather.getByRole('option', { name: 'Córdoba, Córdoba, Argentina' }).click();
  await expect(weather.getByRole('alert')).toHaveText(serverError);
  await expect(address).toBeVisible();
  await expect(weather.getByRole('listitem')).toHaveCount(0);
});
