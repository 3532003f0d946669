import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@/lib/i18n/locales';
import { marketo } from '@/lib/upstreams/marketo/client';
import { server } from '@/tests/setup/msw-server';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { checkLead } from '@/lib/forms/form-schema';
import { INVALID_LEAD } from '@/lib/forms/validation';
import { LeadForm } from './lead-form.client';

const push = vi.fn();
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ push }) }));

const MUNCHKIN = '284-TRL-731';

/**
 * Our API over the sandbox provider: the Marketo client and the form's rules answer as the Route
 * Handlers do (their own tests cover validation and failures; features do not import app/).
 */
async function submitThroughProvider(request: Request) {
  const { munchkinId, formId, input } = (await request.json()) as { munchkinId: string; formId: number; input: [{ leadFormFields: Record<string, string> }] };
  const lead = checkLead(await marketo.getFormDefinition(munchkinId, formId), input[0].leadFormFields);
  if (!lead.ok) return HttpResponse.json({ error: INVALID_LEAD, message: 'Some fields of the lead are not valid.', details: { fields: lead.problems } }, { status: 400 });
  await marketo.submitLead(munchkinId, formId, lead.fields);
  return HttpResponse.json({ data: { status: 'received' } });
}
const providerApi = [
  http.get('/api/marketo-form', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json({ data: await marketo.getFormDefinition(query.get('munchkinId')!, Number(query.get('formId'))) });
  }),
  http.post('/api/marketo-form-submit', ({ request }) => submitThroughProvider(request)),
];

interface Options {
  formId?: number;
  locale?: Locale;
  thankYouHref?: string;
  thankYouMessage?: string;
}

function renderForm({ formId = 1001, locale = 'pt-BR', thankYouHref, thankYouMessage }: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <LeadForm munchkinId={MUNCHKIN} formId={formId} homeHref={`/${locale}`} thankYouHref={thankYouHref} thankYouMessage={thankYouMessage} />
    </QueryClientProvider>,
    { locale },
  );
}

const field = (formId: number, name: string) => document.getElementById(`lead-form-${formId}-${name}`) as HTMLInputElement;
const events = () => window.dataLayer ?? [];

/** Text pasted into a field, as autofill or a paste does: one change, so the mask formats it at once. */
async function paste(user: ReturnType<typeof setupUser>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** A Brazilian lead entered without punctuation (masks add it); keystroke-by-keystroke masking has its own test. */
async function fillBrazilianLead(user: ReturnType<typeof setupUser>) {
  await paste(user, field(1001, 'FirstName'), 'Maria');
  await paste(user, field(1001, 'LastName'), 'Souza');
  await paste(user, field(1001, 'Email'), 'maria.souza@example.com.br');
  await paste(user, field(1001, 'MobilePhone'), '64998765432');
  await paste(user, field(1001, 'CPF__c'), '52998224725');
  await user.selectOptions(field(1001, 'State'), 'GO');
  await paste(user, field(1001, 'City'), 'Rio Verde');
  await user.click(screen.getByRole('checkbox', { name: 'Soja' }));
  await user.click(screen.getByRole('checkbox', { name: /Aceito receber/ }));
}

/** Keystrokes without timer pauses: a whole form is typed per test, and CI runs test files side by side. */
const setupUser = () => userEvent.setup({ delay: null });

// Typing a full lead through MUI inputs takes seconds on a loaded 2-core machine.
describe('LeadForm', { timeout: 20_000 }, () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    await sandbox.reset();
    push.mockReset();
    window.dataLayer = [];
    scrollIntoView = vi.fn();
    // jsdom lays nothing out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });

  it('shows a spinner while the definition loads, then the form in the provider rows', async () => {
    server.use(...providerApi);
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o formulário…');
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dados da propriedade' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /privacidade/i })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Quero receber contato' })).toBeEnabled();
  });

  it('shows fetch-error and reports form-fetch-error when the definition cannot be loaded, and loads on retry', async () => {
    server.use(http.get('/api/marketo-form', () => HttpResponse.json({ error: 'upstream_error' }, { status: 502 })));
    const user = setupUser();
    renderForm();
    expect(await screen.findByText('Não foi possível carregar o formulário agora. Tente novamente em alguns instantes.')).toBeInTheDocument();
    expect(events()).toContainEqual(expect.objectContaining({ event: 'error_report', error_type: 'form-fetch-error', form_id: 1001 }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    server.use(...providerApi);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
    expect(events().filter((entry) => entry.event === 'error_report')).toHaveLength(1);
  });

  it('sends form_start once, at the first interaction', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(events()).toHaveLength(0);
    await user.type(field(1001, 'FirstName'), 'Jo');
    await user.type(field(1001, 'LastName'), 'Lima');
    expect(events().filter((entry) => entry.event === 'form_start')).toEqual([expect.objectContaining({ form_id: 1001 })]);
  });

  it('on an empty submit shows each rule’s message and focuses the first invalid field', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));

    await waitFor(() => expect(field(1001, 'FirstName')).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
    expect(field(1001, 'FirstName')).toHaveAccessibleDescription('Preencha este campo.');
    // The field's own ValidationMessage comes before ours.
    expect(field(1001, 'Email')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(screen.getByText('Marque esta opção para continuar.')).toBeInTheDocument();
    // Optional fields are valid when empty.
    expect(field(1001, 'AreaPlantada__c')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('applies the Brazilian masks and rules, and focuses the first invalid field in reading order', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    await fillBrazilianLead(user);
    expect(field(1001, 'CPF__c')).toHaveValue('529.982.247-25');
    expect(field(1001, 'MobilePhone')).toHaveValue('(64)99876-5432');

    await user.clear(field(1001, 'MobilePhone'));
    await user.type(field(1001, 'MobilePhone'), '11111111111');
    await user.clear(field(1001, 'CPF__c'));
    await user.type(field(1001, 'CPF__c'), '52998224724');
    await user.clear(field(1001, 'Email'));
    await user.type(field(1001, 'Email'), 'maria..souza@example.com');
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));

    await waitFor(() => expect(field(1001, 'Email')).toHaveFocus());
    expect(field(1001, 'Email')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(field(1001, 'MobilePhone')).toHaveAccessibleDescription('Por favor, digite um celular válido');
    expect(field(1001, 'CPF__c')).toHaveAccessibleDescription('Por favor, digite um CPF válido');
  });

  it('shows a field only while its visibility rule matches', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(screen.queryByRole('textbox', { name: /Qual outra cultura/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Outra' }));
    expect(screen.getByRole('textbox', { name: /Qual outra cultura/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Outra' }));
    expect(screen.queryByRole('textbox', { name: /Qual outra cultura/ })).not.toBeInTheDocument();
  });

  it('lays short checkbox labels out in columns and long ones in a list', async () => {
    server.use(...providerApi);
    const { unmount } = renderForm();
    const crops = await screen.findByRole('group', { name: 'Culturas' });
    expect(crops.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'columns');
    unmount();

    renderForm({ formId: 1004, locale: 'en-US' });
    await waitFor(() => expect(field(1004, 'Email')).toBeInTheDocument());
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'list');
  });

  it('applies the US phone mask with country code 1 on the variant form', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm({ formId: 1004, locale: 'en-US' });
    await waitFor(() => expect(field(1004, 'Phone')).toBeInTheDocument());
    await user.type(field(1004, 'Phone'), '15155550142');
    expect(field(1004, 'Phone')).toHaveValue('1 (515) 555-0142');
  });

  it('shows a spinner and disables the form while submitting, then the success message with a way home', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      providerApi[0]!,
      http.post('/api/marketo-form-submit', async ({ request }) => {
        await held;
        return submitThroughProvider(request);
      }),
    );
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    await fillBrazilianLead(user);
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));

    const sending = await screen.findByRole('button', { name: 'Enviando…' });
    expect(sending).toBeDisabled();
    expect(field(1001, 'FirstName')).toBeDisabled();
    act(() => release());

    const success = await screen.findByText('Cadastro enviado! Em breve um representante Terralis entrará em contato.');
    expect(success).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Voltar para o início' });
    expect(home).toHaveAttribute('href', '/pt-BR');
    expect(events()).toContainEqual(expect.objectContaining({ event: 'form_submit', form_id: 1001 }));
    const [lead, ...others] = await sandbox.submissions({ email: 'maria.souza@example.com.br' });
    expect(others).toHaveLength(0);
    expect(lead!.fields).toMatchObject({ firstName: 'Maria', cPF: '529.982.247-25', mobilePhone: '(64)99876-5432', state: 'GO', culturas: 'soja', consentimento: 'yes' });
  });

  it('shows the custom thank-you message when one is configured', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm({ thankYouMessage: '¡Gracias! Te llamamos pronto.' });
    await screen.findByRole('textbox', { name: 'Nome' });
    await fillBrazilianLead(user);
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));
    expect(await screen.findByText('¡Gracias! Te llamamos pronto.')).toBeInTheDocument();
    expect(screen.queryByText(/Cadastro enviado!/)).not.toBeInTheDocument();
  });

  it('goes to the thank-you page when one is configured', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm({ thankYouHref: '/pt-BR/obrigado' });
    await screen.findByRole('textbox', { name: 'Nome' });
    await fillBrazilianLead(user);
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pt-BR/obrigado'));
  });

  it('shows submit-error and keeps every value when the submit fails', async () => {
    server.use(providerApi[0]!, http.post('/api/marketo-form-submit', () => HttpResponse.json({ error: 'upstream_error' }, { status: 502 })));
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    await fillBrazilianLead(user);
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Não foi possível enviar o seu cadastro/)).toBeInTheDocument();
    expect(field(1001, 'FirstName')).toHaveValue('Maria');
    expect(field(1001, 'CPF__c')).toHaveValue('529.982.247-25');
    expect(screen.getByRole('checkbox', { name: 'Soja' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Quero receber contato' })).toBeEnabled();
    expect(events()).toContainEqual(expect.objectContaining({ event: 'error_report', error_type: 'form-submit-error' }));
    expect(push).not.toHaveBeenCalled();
  });

  it.each(['11 2345-6789', '9 11 2345-6789', '0351 15-123-4567'])('keeps the Argentine mobile %j whole as it is typed, and sends it so', async (mobile) => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm({ formId: 1002, locale: 'es-AR' });
    await waitFor(() => expect(field(1002, 'MobilePhone')).toBeInTheDocument());
    await user.type(field(1002, 'MobilePhone'), mobile);
    expect(field(1002, 'MobilePhone')).toHaveValue(mobile);

    const email = `lucia.${mobile.replace(/\D/g, '')}@example.com.ar`;
    await paste(user, field(1002, 'FirstName'), 'Lucía');
    await paste(user, field(1002, 'LastName'), 'Fernández');
    await paste(user, field(1002, 'Email'), email);
    await paste(user, field(1002, 'PostalCode'), '5000');
    await user.selectOptions(field(1002, 'Provincia__c'), 'Córdoba');
    await user.click(screen.getByRole('checkbox', { name: 'Soja' }));
    await user.click(screen.getByRole('checkbox', { name: /Acepto recibir/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(/Registro enviado/)).toBeInTheDocument();
    expect((await sandbox.submissions({ email }))[0]!.fields).toMatchObject({ mobilePhone: mobile });
  });

  it('keeps a 16th digit of an Argentine mobile and says the number is not valid, instead of cutting it off', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm({ formId: 1002, locale: 'es-AR' });
    await waitFor(() => expect(field(1002, 'MobilePhone')).toBeInTheDocument());
    await user.type(field(1002, 'MobilePhone'), '0351 15-123-4567-890');
    expect(field(1002, 'MobilePhone')).toHaveValue('0351 15-123-4567-890');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(field(1002, 'MobilePhone')).toHaveAccessibleDescription('Por favor, introduzca un celular válido'));
  });

  it.each([
    [1002, 'es-AR', 'Enviar', 'Debe ser un correo electrónico válido, como nombre@ejemplo.com.ar.'],
    [1003, 'en-US', 'Sign up', 'Please enter a valid email. Example: name@example.com'],
    [1004, 'en-US', 'Subscribe', 'Please enter a valid email. Example: name@example.com'],
  ] as const)('gives the e-mail of form %i, which has no message of its own, the spec’s wording of its country', async (formId, locale, submitLabel, message) => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm({ formId, locale });
    await waitFor(() => expect(field(formId, 'Email')).toBeInTheDocument());
    await user.type(field(formId, 'Email'), 'maria@example');
    await user.click(screen.getByRole('button', { name: submitLabel }));
    await waitFor(() => expect(field(formId, 'Email')).toHaveAccessibleDescription(message));
  });

  it('gives the e-mail of a form without a market the generic message, and no country rules', async () => {
    server.use(
      http.get('/api/marketo-form', async () => {
        const { country: _, ...definition } = await marketo.getFormDefinition(MUNCHKIN, 1003);
        return HttpResponse.json({ data: definition });
      }),
    );
    const user = setupUser();
    renderForm({ formId: 1003, locale: 'en-US' });
    await waitFor(() => expect(field(1003, 'Email')).toBeInTheDocument());
    await user.type(field(1003, 'Email'), 'maria@example');
    await user.type(field(1003, 'PostalCode'), '5001');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(field(1003, 'Email')).toHaveAccessibleDescription('Please enter a valid email, like name@example.com.'));
    expect(field(1003, 'PostalCode')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the messages of the fields the server refused, focuses the first, and keeps every value', async () => {
    server.use(
      providerApi[0]!,
      http.post('/api/marketo-form-submit', () =>
        HttpResponse.json(
          { error: 'invalid_lead', message: 'Some fields of the lead are not valid.', details: { fields: { City: ['too-long'], Email: ['email-br', 'too-long'] } } },
          { status: 400 },
        ),
      ),
    );
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    await fillBrazilianLead(user);
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));

    // Reading order: the e-mail comes before the city. Its own message speaks for the e-mail rule.
    await waitFor(() => expect(field(1001, 'Email')).toHaveFocus());
    expect(field(1001, 'Email')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(field(1001, 'City')).toHaveAccessibleDescription('Use no máximo 255 caracteres.');
    expect(field(1001, 'City')).toHaveValue('Rio Verde');
    expect(screen.queryByText(/Não foi possível enviar o seu cadastro/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quero receber contato' })).toBeEnabled();
  });

  it('has a honeypot people never meet: out of the tab order and of the accessibility tree, sent only when filled', async () => {
    const bodies: unknown[] = [];
    server.use(
      providerApi[0]!,
      http.post('/api/marketo-form-submit', async ({ request }) => {
        bodies.push(await request.clone().json());
        return submitThroughProvider(request);
      }),
    );
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    const trap = field(1001, 'trap-website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Deixe este campo em branco/ })).not.toBeInTheDocument();

    await fillBrazilianLead(user);
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));
    await screen.findByText(/Cadastro enviado/);
    expect(bodies[0]).not.toHaveProperty('website');
  });

  it('sends what a bot typed into the honeypot, and shows the bot the usual success', async () => {
    const bodies: unknown[] = [];
    server.use(
      providerApi[0]!,
      http.post('/api/marketo-form-submit', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { status: 'received' } });
      }),
    );
    const user = setupUser();
    renderForm();
    await screen.findByRole('textbox', { name: 'Nome' });
    await fillBrazilianLead(user);
    await user.type(field(1001, 'trap-website'), 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Quero receber contato' }));
    expect(await screen.findByText(/Cadastro enviado/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('shows the US messages for zip and phone', async () => {
    server.use(...providerApi);
    const user = setupUser();
    renderForm({ formId: 1003, locale: 'en-US' });
    await waitFor(() => expect(field(1003, 'PostalCode')).toBeInTheDocument());
    await user.type(field(1003, 'PostalCode'), '5001');
    await user.type(field(1003, 'Phone'), '515555');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(field(1003, 'PostalCode')).toHaveAccessibleDescription('Please enter a 5 digit ZIP Code'));
    await waitFor(() => expect(field(1003, 'Phone')).toHaveAccessibleDescription('Please enter a 10 digit phone number'));
    expect(field(1003, 'FirstName')).toHaveAccessibleDescription('This field is required.');
  });
});
