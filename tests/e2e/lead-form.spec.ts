import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The sandbox's faults and leads are global to the server: these journeys run one after another.
test.describe.configure({ mode: 'serial' });

const MUNCHKIN = '284-TRL-731';
const FORM_PATH = '/marketo/forms/index.php/form/getForm';
const SUBMIT_PATH = `/marketo/${MUNCHKIN}/rest/v1/leads/submitForm.json`;
const field = (page: Page, formId: number, name: string) => page.locator(`#lead-form-${formId}-${name}`);
/** A unique address per run, so "exactly once" is about this run's lead. */
const emailFor = (who: string) => `${who}.${Date.now()}@example.com`;

async function submissionsOf(request: APIRequestContext, email: string) {
  const response = await request.get(`/sandbox/_control/marketo/submissions?${new URLSearchParams({ email })}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { formId: number; fields: Record<string, string> }[];
}

const fault = (request: APIRequestContext, rule: Record<string, unknown>) =>
  request.post('/sandbox/_control/faults', { data: rule }).then((response) => expect(response.status()).toBe(201));

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/_control/faults');
});

test('pt-BR: mistakes get the Brazilian messages and focus, the fixed lead is sent once and the thank-you page opens', async ({ page, request, consoleErrors }) => {
  const email = emailFor('maria');
  await page.goto('/pt-BR/campanhas/cadastro');
  const submit = page.getByRole('button', { name: 'Quero receber contato' });
  await expect(submit).toBeVisible();

  await field(page, 1001, 'FirstName').fill('Maria');
  await field(page, 1001, 'LastName').fill('Souza');
  await field(page, 1001, 'Email').fill('maria..souza@example.com');
  await field(page, 1001, 'MobilePhone').pressSequentially('11111111111');
  await field(page, 1001, 'CPF__c').pressSequentially('52998224724');
  await expect(field(page, 1001, 'CPF__c')).toHaveValue('529.982.247-24');
  await submit.click();

  await expect(field(page, 1001, 'Email')).toBeFocused();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(page.getByText('Por favor, digite um celular válido')).toBeVisible();
  await expect(page.getByText('Por favor, digite um CPF válido')).toBeVisible();
  await expect(page.getByText('Marque esta opção para continuar.')).toBeVisible();

  // The field shown by a visibility rule.
  const otherCrop = page.getByRole('textbox', { name: /Qual outra cultura/ });
  await expect(otherCrop).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Outra' }).check();
  await otherCrop.fill('Sorgo');

  await field(page, 1001, 'Email').fill(email);
  await field(page, 1001, 'MobilePhone').fill('');
  await field(page, 1001, 'MobilePhone').pressSequentially('64998765432');
  await expect(field(page, 1001, 'MobilePhone')).toHaveValue('(64)99876-5432');
  await field(page, 1001, 'CPF__c').fill('');
  await field(page, 1001, 'CPF__c').pressSequentially('52998224725');
  await field(page, 1001, 'State').selectOption({ label: 'Goiás' });
  await field(page, 1001, 'City').fill('Rio Verde');
  await page.getByRole('checkbox', { name: 'Soja' }).check();
  await page.getByRole('checkbox', { name: /Aceito receber/ }).check();
  await expect(page.getByText('Por favor, digite um CPF válido')).toHaveCount(0);
  await submit.click();

  await expect(page).toHaveURL(/\/pt-BR\/obrigado$/);
  const leads = await submissionsOf(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    formId: 1001,
    fields: { firstName: 'Maria', lastName: 'Souza', email, mobilePhone: '(64)99876-5432', cPF: '529.982.247-25', state: 'GO', city: 'Rio Verde', outraCultura: 'Sorgo', consentimento: 'yes' },
  });
  expect(consoleErrors).toEqual([]);
});

test('es-AR: Argentine rules, then the custom thank-you message', async ({ page, request }) => {
  const email = emailFor('lucia');
  await page.goto('/es-AR/campana/registro');
  const submit = page.getByRole('button', { name: 'Enviar' });
  await expect(submit).toBeVisible();
  await submit.click();
  await expect(field(page, 1002, 'FirstName')).toBeFocused();
  await expect(page.getByText('Completá este campo.').first()).toBeVisible();

  await field(page, 1002, 'FirstName').fill('Lucía');
  await field(page, 1002, 'LastName').fill('Fernández');
  await field(page, 1002, 'Email').fill(email);
  await field(page, 1002, 'MobilePhone').pressSequentially('1111111111');
  await field(page, 1002, 'PostalCode').pressSequentially('25');
  await submit.click();
  await expect(field(page, 1002, 'MobilePhone')).toBeFocused();
  await expect(page.getByText('Por favor, introduzca un celular válido')).toBeVisible();
  await expect(page.getByText('Por favor, introduzca un código postal de 4 dígitos')).toBeVisible();

  await field(page, 1002, 'MobilePhone').fill('3414567890');
  await field(page, 1002, 'PostalCode').fill('2000');
  await field(page, 1002, 'Provincia__c').selectOption({ label: 'Santa Fe' });
  await page.getByRole('checkbox', { name: 'Soja' }).check();
  await page.getByRole('checkbox', { name: /Acepto/ }).check();
  await submit.click();

  await expect(page.getByText(/¡Gracias! Recibimos tu registro/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es-AR');
  const leads = await submissionsOf(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.fields).toMatchObject({ firstName: 'Lucía', mobilePhone: '3414567890', postalCode: '2000' });
});

test('en-US: zip and phone messages, then the standard success message', async ({ page, request }) => {
  const email = emailFor('ada');
  await page.goto('/en-US/campaigns/sign-up');
  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeVisible();

  await field(page, 1003, 'FirstName').fill('Ada');
  await field(page, 1003, 'LastName').fill('Rivera');
  await field(page, 1003, 'Email').fill(email);
  await field(page, 1003, 'Phone').pressSequentially('515555');
  await field(page, 1003, 'PostalCode').pressSequentially('500');
  await submit.click();
  await expect(field(page, 1003, 'Phone')).toBeFocused();
  await expect(page.getByText('Please enter a 10 digit phone number')).toBeVisible();
  await expect(page.getByText('Please enter a 5 digit ZIP Code')).toBeVisible();

  await field(page, 1003, 'Phone').fill('');
  await field(page, 1003, 'Phone').pressSequentially('5155550142');
  await expect(field(page, 1003, 'Phone')).toHaveValue('(515) 555-0142');
  await field(page, 1003, 'PostalCode').fill('50010');
  await field(page, 1003, 'State').selectOption({ label: 'Iowa' });
  await page.getByRole('checkbox', { name: 'Corn' }).check();
  await page.getByRole('checkbox', { name: /agree|opt|email me/i }).check();
  await submit.click();

  await expect(page.getByText('Thank you! A Terralis representative will contact you shortly.')).toBeVisible();
  // Focus moves to the message, so a screen reader announces it; the way home comes right after.
  await expect(page.locator(':focus')).toContainText('Thank you! A Terralis representative will contact you shortly.');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en-US');
  const leads = await submissionsOf(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.fields).toMatchObject({ firstName: 'Ada', phone: '(515) 555-0142', postalCode: '50010', state: 'IA', crops: 'Corn' });
});

test('a failing submit shows submit-error and keeps what was typed', async ({ page, request }) => {
  const email = emailFor('retry');
  await page.goto('/en-US/campaigns/sign-up');
  await field(page, 1003, 'FirstName').fill('Ada');
  await field(page, 1003, 'LastName').fill('Rivera');
  await field(page, 1003, 'Email').fill(email);
  await field(page, 1003, 'Phone').pressSequentially('5155550142');
  await field(page, 1003, 'PostalCode').fill('50010');
  await field(page, 1003, 'State').selectOption({ label: 'Iowa' });
  await page.getByRole('checkbox', { name: /agree|opt|email me/i }).check();
  await fault(request, { path: SUBMIT_PATH, status: 503 });
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByText("We couldn't send your request. Everything you entered is still here: please try again.")).toBeVisible();
  await expect(field(page, 1003, 'Email')).toHaveValue(email);
  expect(await submissionsOf(request, email)).toHaveLength(0);

  // The fault was for one request: sending again works.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Thank you! A Terralis representative will contact you shortly.')).toBeVisible();
  expect(await submissionsOf(request, email)).toHaveLength(1);
});

test.describe('a form whose provider keeps failing', () => {
  const slug = `e2e-lead-form-failing-${Date.now()}`;
  const file = path.resolve(__dirname, `../../.e2e-content/en-US/${slug}.json`);
  test.beforeAll(() => {
    writeFileSync(
      file,
      JSON.stringify({
        properties: { title: 'A form that cannot load', description: 'The provider fails every request.', translationKey: slug },
        childNodes: [{ id: 'form', resourceType: 'lead-form', props: { munchkinId: MUNCHKIN, formId: 424242 } }],
      }),
    );
  });
  test.afterAll(() => rmSync(file, { force: true }));

  test('shows fetch-error after the retries and reports it', async ({ page, request }) => {
    const fetchesOfThisForm = async () =>
      ((await (await request.get(`/sandbox/_control/requests?${new URLSearchParams({ path: FORM_PATH })}`)).json()) as { query: Record<string, string> }[]).filter(
        (entry) => entry.query.id === '424242',
      ).length;
    const before = await fetchesOfThisForm();
    await fault(request, { path: FORM_PATH, query: { id: '424242' }, status: 503, times: 0 });
    await page.goto(`/en-US/${slug}`);
    await expect(page.getByText("We couldn't load this form right now. Please try again in a moment.")).toBeVisible({ timeout: 15_000 });
    // One request and the spec's 3 retries.
    expect((await fetchesOfThisForm()) - before).toBe(4);
    // The error arrives in the server's HTML; the report is sent once the form has hydrated.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event: string; error_type?: string }[] }).dataLayer ?? []))
      .toContainEqual(expect.objectContaining({ event: 'error_report', error_type: 'form-fetch-error' }));
  });
});

test('the loaded form has no serious accessibility violations', async ({ page }) => {
  await page.goto('/pt-BR/campanhas/cadastro');
  await expect(field(page, 1001, 'FirstName')).toBeVisible();
  await page.getByRole('button', { name: 'Quero receber contato' }).click();
  await expect(page.getByText('Marque esta opção para continuar.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});

test('the four routes answer 400 to bad bodies and queries', async ({ request }) => {
  expect((await request.get('/api/marketo-form?munchkinId=nope&formId=1001')).status()).toBe(400);
  expect((await request.get('/api/marketo-form?munchkinId=284-TRL-731')).status()).toBe(400);
  expect((await request.get('/api/marketo-describe')).status()).toBe(400);
  const post = (url: string, data: unknown) => request.post(url, { data, headers: { 'content-type': 'application/json' } });
  for (const body of ['{oops', {}, { munchkinId: MUNCHKIN, formId: 1003, input: [] }, { munchkinId: MUNCHKIN, formId: 1003, input: [{ leadFormFields: { Email: 1 } }] }]) {
    const response = await post('/api/marketo-form-submit', body);
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^invalid_/) });
  }
  const unknownField = await post('/api/marketo-form-submit', { munchkinId: MUNCHKIN, formId: 1003, input: [{ leadFormFields: { LeadScore: '100' } }] });
  expect(unknownField.status()).toBe(400);
  for (const body of ['{oops', {}, { action: 'delete', customObjectName: 'farmProfile_c', munchkinId: MUNCHKIN, input: [{ cpf: '1' }] }]) {
    expect((await post('/api/marketo-custom-object', body)).status()).toBe(400);
  }
  // The describe route answers the field list with both names.
  const describe = await request.get(`/api/marketo-describe?munchkinId=${MUNCHKIN}`);
  expect((await describe.json()).result).toContainEqual(expect.objectContaining({ soap: { name: 'Email' }, rest: { name: 'email' } }));
});

test('/sandbox is served by the running site', async ({ request }) => {
  const response = await request.get(`/sandbox${FORM_PATH}?munchkinId=${MUNCHKIN}&id=1001`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ Id: 1001 });
});
