import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * The carbon programme's journey page (field-tools spec §2, §3, §6): participants only. Ana has
 * three fields with documents; Carlos joined but has none yet ('Aguarde!'); João takes no part and
 * goes to the logged-in area. One after another: the failure journey sets a fault on Carlos's
 * programme.
 */
test.describe.configure({ mode: 'serial' });

const JOURNEY = '/pt-BR/area-logada/jornada-carbono';
const faults = sandboxFaults();

test.afterEach(({ request }) => faults.remove(request));

const journey = (page: Page) => page.getByRole('region', { name: 'Sua jornada no programa de carbono' });

test('a signed-out visitor is sent to sign in, coming back to the journey', async ({ page }) => {
  await page.goto(JOURNEY);
  await expect(page).toHaveURL((url) => url.pathname === '/pt-BR/login' && url.searchParams.get('redirectUrl') === JOURNEY);
});

test('Ana, a participant, sees her fields and documents, and each PDF link answers a PDF', async ({ page, consoleErrors, cspViolations }) => {
  await signInFrom(page, JOURNEY, 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(new RegExp(`${JOURNEY}$`));
  const section = journey(page);
  await expect(section.getByRole('heading', { level: 3, name: 'Contrato e análises' })).toBeVisible();
  const santaRita = section.getByRole('list', { name: 'Documentos de Talhão Santa Rita' });
  await expect(santaRita.getByRole('listitem')).toHaveText([
    'ContratoSituação: AprovadoVer PDF',
    'Análise socioambientalSituação: AprovadoVer PDF',
    'Análise de soloSituação: Em análiseVer PDF',
    'Plano de manejoSituação: PendenteVer PDF',
  ]);
  await expect(section.getByRole('list', { name: 'Documentos de Talhão Boa Vista' }).getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('list', { name: 'Documentos de Talhão Cerrado Novo' }).getByRole('listitem')).toHaveCount(1);
  await expect(section.getByText('Aguarde!')).toHaveCount(0);

  const link = santaRita.getByRole('link', { name: 'Ver PDF: Contrato do Talhão Santa Rita' });
  const href = await link.getAttribute('href');
  expect(href).toBe('/api/carbon-program/sbx-br-0001/documents/talhao-santa-rita/contracts');
  // The page's own cookies: the route serves the signed-in participant's file.
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Nobody else's: another user's id is refused.
  expect((await page.request.get('/api/carbon-program/sbx-br-0002')).status()).toBe(403);

  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('João, who takes no part, is sent to the logged-in area', async ({ page }) => {
  await signInFrom(page, JOURNEY, 'joao.lima@example.com.br');
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  await expect(page.getByRole('region', { name: 'Sua jornada no programa de carbono' })).toHaveCount(0);
});

test('Carlos sees the error state while the programme fails, then the ‘Aguarde!’ card after retrying', async ({ page, request }) => {
  await faults.add(request, { path: '/carbon-program/v1/carbon-program/sbx-br-0002', status: 503, times: 0 });
  await signInFrom(page, JOURNEY, 'carlos.souza@example.com.br');
  // A failing programme sends nobody away: the page stays, with its error state.
  await expect(page).toHaveURL(new RegExp(`${JOURNEY}$`));
  const section = journey(page);
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar sua jornada');
  await expectNoSeriousViolations(page);

  await faults.remove(request);
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(section.getByRole('heading', { level: 3, name: 'Aguarde!' })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section.getByRole('link', { name: /^Ver PDF/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
