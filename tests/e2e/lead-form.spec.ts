import type { APIRequestContext, Page } from '@playwright/test';
import { sandboxFaults } from './support/faults';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { publishPage, unpublishPage } from './support/publish';

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

const faults = sandboxFaults();
const fault = faults.add;

test.afterEach(async ({ request }) => {
  await faults.remove(request);
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

test('pt-BR: what a visitor types before the form\'s code arrives stays in the form and is sent', async ({ page, request, consoleErrors }) => {
  const email = emailFor('joana');
  const url = '/pt-BR/campanhas/cadastro';
  // Hold back every script the HTML does not load itself: the form kit, fetched when the form is wanted.
  const html = await (await request.get(url)).text();
  const firstLoad = new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((match) => match[0]));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const held: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const chunk = new URL(route.request().url()).pathname;
    if (!firstLoad.has(chunk)) {
      held.push(chunk);
      await arrived;
    }
    await route.continue();
  });
  await page.goto(url);
  const submit = page.getByRole('button', { name: 'Quero receber contato' });
  await field(page, 1001, 'FirstName').fill('Joana');
  await field(page, 1001, 'State').selectOption({ label: 'Goiás' });
  await page.getByRole('checkbox', { name: /Aceito receber/ }).check();
  await field(page, 1001, 'LastName').click();
  await page.keyboard.type('Lim');
  await expect.poll(() => held.length, 'the form kit was asked for').toBeGreaterThan(0);
  await expect(submit).toBeDisabled();

  arrive();
  await expect(submit).toBeEnabled();
  // The caret stayed where it was: typing goes on in the same field.
  await page.keyboard.type('a');
  await expect(field(page, 1001, 'FirstName')).toHaveValue('Joana');
  await expect(field(page, 1001, 'LastName')).toHaveValue('Lima');
  await expect(field(page, 1001, 'State')).toHaveValue('GO');
  await expect(page.getByRole('checkbox', { name: /Aceito receber/ })).toBeChecked();

  await field(page, 1001, 'Email').fill(email);
  await field(page, 1001, 'MobilePhone').pressSequentially('64998765432');
  await field(page, 1001, 'CPF__c').pressSequentially('52998224725');
  await field(page, 1001, 'City').fill('Rio Verde');
  await page.getByRole('checkbox', { name: 'Soja' }).check();
  await submit.click();

  await expect(page).toHaveURL(/\/pt-BR\/obrigado$/);
  const leads = await submissionsOf(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.fields).toMatchObject({ firstName: 'Joana', lastName: 'Lima', state: 'GO', consentimento: 'yes' });
  expect(consoleErrors).toEqual([]);
});

test('the form page keeps its layout still while the form\'s code arrives', async ({ page }) => {
  await page.goto('/pt-BR/campanhas/cadastro');
  await expect(page.getByRole('button', { name: 'Quero receber contato' })).toBeEnabled();
  // Layout shifts of the page's content (the form, and the footer below it) since navigation started.
  const shifts = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
            for (const source of entry.sources ?? []) {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              if (element?.closest('main, footer')) moved.push(`${element.tagName}.${element.className}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(moved), 500);
      }),
  );
  expect(shifts).toEqual([]);
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

test('es-AR: real Argentine mobiles are typed whole, and the lead keeps the number as typed', async ({ page, request }) => {
  const email = emailFor('martin');
  await page.goto('/es-AR/campana/registro');
  const mobile = field(page, 1002, 'MobilePhone');
  for (const number of ['11 2345-6789', '9 11 2345-6789', '0351 15-123-4567']) {
    await mobile.fill('');
    await mobile.pressSequentially(number);
    await expect(mobile).toHaveValue(number);
  }
  // A 16th digit is kept and named a mistake, never cut off into another number.
  await mobile.fill('');
  await mobile.pressSequentially('0351 15-123-4567-890');
  await expect(mobile).toHaveValue('0351 15-123-4567-890');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Por favor, introduzca un celular válido')).toBeVisible();

  await mobile.fill('');
  await mobile.pressSequentially('0351 15-123-4567');
  await field(page, 1002, 'FirstName').fill('Martín');
  await field(page, 1002, 'LastName').fill('Paz');
  await field(page, 1002, 'Email').fill(email);
  await field(page, 1002, 'PostalCode').pressSequentially('5000');
  await field(page, 1002, 'Provincia__c').selectOption({ label: 'Córdoba' });
  await page.getByRole('checkbox', { name: 'Maíz' }).check();
  await page.getByRole('checkbox', { name: /Acepto/ }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByText(/¡Gracias! Recibimos tu registro/)).toBeVisible();
  const leads = await submissionsOf(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.fields).toMatchObject({ mobilePhone: '0351 15-123-4567', postalCode: '5000', provincia: 'Córdoba' });
});

test('en-US newsletter (form 1004): reached from the soybean rust article, the spec’s e-mail wording, the phone with country code 1, and the lead recorded', async ({ page, request, consoleErrors }) => {
  const email = emailFor('grower');
  await page.goto('/en-US/articles/managing-asian-soybean-rust');
  await page.getByRole('link', { name: 'Get pest and disease alerts' }).click();
  await expect(page).toHaveURL(/\/en-US\/agronomy-alerts$/);
  const submit = page.getByRole('button', { name: 'Subscribe' });

  await field(page, 1004, 'Email').fill('grower@example');
  await field(page, 1004, 'Phone').pressSequentially('515555014');
  await submit.click();
  await expect(field(page, 1004, 'Email')).toBeFocused();
  await expect(page.getByText('Please enter a valid email. Example: name@example.com')).toBeVisible();
  await expect(page.getByText('Please enter an 11 digit phone number beginning with country code 1')).toBeVisible();

  await field(page, 1004, 'Email').fill(email);
  await field(page, 1004, 'Phone').fill('');
  await field(page, 1004, 'Phone').pressSequentially('5155550142');
  await expect(field(page, 1004, 'Phone')).toHaveValue('1 (515) 555-0142');
  await page.getByRole('checkbox', { name: /Weed and insect pressure alerts/ }).check();
  await submit.click();

  await expect(page.getByText("You're subscribed! Your first agronomy newsletter is on its way to your inbox.")).toBeVisible();
  const leads = await submissionsOf(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ formId: 1004, fields: { email, phone: '1 (515) 555-0142', interests: 'pest-alerts', leadSource: 'Website – Newsletter' } });
  expect(consoleErrors).toEqual([]);
});

test('a bot that fills in the honeypot sees the usual success, and no lead reaches Marketo', async ({ page, request }) => {
  const email = emailFor('bot');
  await page.goto('/en-US/agronomy-alerts');
  const trap = page.locator('#lead-form-1004-trap-website');
  // People never meet it: it is out of the tab order and of the accessibility tree.
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  // The live form takes over from the server's markup as it is typed into (it keeps what was
  // typed and where the caret was): filled again until both fields hold their text afterwards.
  await expect(async () => {
    await field(page, 1004, 'Email').fill(email);
    await trap.fill('https://cheap-pills.example', { force: true });
    await expect(field(page, 1004, 'Email')).toHaveValue(email, { timeout: 1_000 });
    await expect(trap).toHaveValue('https://cheap-pills.example', { timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByText("You're subscribed! Your first agronomy newsletter is on its way to your inbox.")).toBeVisible();
  expect(await submissionsOf(request, email)).toHaveLength(0);
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

/** How many times the sandbox was asked for this form's definition. */
async function fetchesOfForm(request: APIRequestContext, formId: number): Promise<number> {
  const requests = (await (await request.get(`/sandbox/_control/requests?${new URLSearchParams({ path: FORM_PATH })}`)).json()) as { query: Record<string, string> }[];
  return requests.filter((entry) => entry.query.id === String(formId)).length;
}

/** Publishes an en-US page holding just a lead form, for the length of a describe block. */
function publishFormPage(slug: string, formId: number, title: string) {
  test.beforeAll(() =>
    publishPage('en-US', slug, {
      properties: { title, description: title, translationKey: slug },
      childNodes: [{ id: 'form', resourceType: 'lead-form', props: { munchkinId: MUNCHKIN, formId } }],
    }),
  );
  test.afterAll(() => unpublishPage('en-US', slug));
}

test.describe('a form whose provider keeps failing', () => {
  const slug = `e2e-lead-form-failing-${Date.now()}`;
  publishFormPage(slug, 424242, 'A form that cannot load');

  test('shows fetch-error after the retries and reports it', async ({ page, request }) => {
    const before = await fetchesOfForm(request, 424242);
    await fault(request, { path: FORM_PATH, query: { id: '424242' }, status: 503, times: 0 });
    await page.goto(`/en-US/${slug}`);
    await expect(page.getByText("We couldn't load this form right now. Please try again in a moment.")).toBeVisible({ timeout: 15_000 });
    // One request and the spec's 3 retries.
    expect((await fetchesOfForm(request, 424242)) - before).toBe(4);
    // The error arrives in the server's HTML; the report is sent once the form has hydrated.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event: string; error_type?: string }[] }).dataLayer ?? []))
      .toContainEqual(expect.objectContaining({ event: 'error_report', error_type: 'form-fetch-error' }));
  });
});

test.describe('a form whose provider hangs', () => {
  const slug = `e2e-lead-form-hanging-${Date.now()}`;
  publishFormPage(slug, 434343, 'A form whose provider hangs');

  test('shows fetch-error once the 4 bounded attempts are spent, long before the provider would answer', async ({ page, request }) => {
    // Each request would be answered after 20 s: four of them at the REST timeout (5 s) took about 22 s.
    await fault(request, { path: FORM_PATH, query: { id: '434343' }, delayMs: 20_000, times: 0 });
    await page.goto(`/en-US/${slug}`, { timeout: 15_000 });
    await expect(page.getByText("We couldn't load this form right now. Please try again in a moment.")).toBeVisible({ timeout: 15_000 });
    expect(await fetchesOfForm(request, 434343)).toBe(4);
  });
});

test('the loaded form has no serious accessibility violations', async ({ page }) => {
  await page.goto('/pt-BR/campanhas/cadastro');
  await expect(field(page, 1001, 'FirstName')).toBeVisible();
  await page.getByRole('button', { name: 'Quero receber contato' }).click();
  await expect(page.getByText('Marque esta opção para continuar.')).toBeVisible();
  await expectNoSeriousViolations(page);
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
  // The issue's lead: refused with each field's message keys, and never sent to Marketo.
  const issueLead = await post('/api/marketo-form-submit', {
    munchkinId: MUNCHKIN,
    formId: 1001,
    input: [{ leadFormFields: { FirstName: 'X', Email: 'not-an-email', CPF__c: 'abc', MobilePhone: '1' } }],
  });
  expect(issueLead.status()).toBe(400);
  expect(await issueLead.json()).toMatchObject({
    error: 'invalid_lead',
    details: { fields: { LastName: ['required-field'], State: ['required-field'], Email: ['email-br'], CPF__c: ['cpf-br'], MobilePhone: ['mobile-br'] } },
  });
  // Another instance never gets our credentials: 400, and the sandbox never hears of it.
  const otherInstance = await post('/api/marketo-form-submit', { munchkinId: '666-EVL-666', formId: 1003, input: [{ leadFormFields: { Email: 'x@example.com' } }] });
  expect(otherInstance.status()).toBe(400);
  const requests = (await (await request.get('/sandbox/_control/requests')).json()) as { path: string }[];
  expect(requests.filter((entry) => entry.path.includes('666-EVL-666'))).toEqual([]);
  // The describe route answers the field list with both names.
  const describe = await request.get(`/api/marketo-describe?munchkinId=${MUNCHKIN}`);
  expect((await describe.json()).result).toContainEqual(expect.objectContaining({ soap: { name: 'Email' }, rest: { name: 'email' } }));
});

/** A valid CPF nobody has used yet: 9 random digits and their two check digits. */
function freshCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

test('a farm profile, once created, cannot be overwritten by someone signed out', async ({ request }) => {
  const cpf = freshCpf();
  const sync = (farmName: string) =>
    request.post('/api/marketo-custom-object', {
      data: { action: 'createOrUpdate', customObjectName: 'farmProfile_c', munchkinId: MUNCHKIN, input: [{ cpf, farmName }] },
      headers: { 'content-type': 'application/json' },
    });
  expect((await (await sync('Fazenda Boa Vista')).json()).data).toEqual([expect.objectContaining({ status: 'created' })]);
  expect((await (await sync('Fazenda do Invasor')).json()).data).toEqual([
    expect.objectContaining({ status: 'skipped', reasons: [expect.objectContaining({ code: 'owner_session_required' })] }),
  ]);
  const records = (await (await request.get('/sandbox/_control/marketo/custom-objects/farmProfile_c')).json()) as { fields: Record<string, unknown> }[];
  expect(records.find((record) => record.fields.cpf === cpf)?.fields).toMatchObject({ farmName: 'Fazenda Boa Vista' });
});

test('/sandbox is served by the running site', async ({ request }) => {
  const response = await request.get(`/sandbox${FORM_PATH}?munchkinId=${MUNCHKIN}&id=1001`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ Id: 1001 });
});
