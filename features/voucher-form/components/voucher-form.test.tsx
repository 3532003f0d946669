import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
/* eslint-disable import/no-restricted-paths -- the form's calls are answered by the real routes, over the sandbox */
import { POST as syncCustomObject } from '@/app/api/marketo-custom-object/route';
import { GET as readFormDefinition } from '@/app/api/marketo-form/route';
import { POST as encodeVoucher } from '@/app/api/voucherEncode/route';
/* eslint-enable import/no-restricted-paths */
import type { Locale } from '@/lib/i18n/locales';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { VOUCHER_ID_PATTERN } from '@/lib/vouchers/contract';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { resetSharedStore } from '@/tests/shared-store';
import { VoucherForm, type VoucherFormProps } from './voucher-form.client';
import styles from './voucher-form.module.css';

// The routes read the session (signed out here): the custom object is then only ever created.
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => null }));

const props: VoucherFormProps = {
  idPrefix: 'cupom',
  munchkinId: '284-TRL-731',
  products: [
    { id: 'aurora-pro-5l', label: 'Aurora Pro 5 L' },
    { id: 'soja-trl-6420-ipro', label: 'Soja TRL 6420 IPRO (saco 40 mil sementes)' },
  ],
  distributors: [
    { name: 'Agro Norte Ltda.', email: 'vendas@agronorte.com.br', address: 'Av. Presidente Vargas, 1200, Rio Verde - GO', latitude: -17.7923, longitude: -50.9192 },
    { name: 'Cerrado Insumos', email: 'contato@cerradoinsumos.com.br', address: 'Rua Mato Grosso, 455, Sorriso - MT', latitude: -12.5452, longitude: -55.7114 },
  ],
  mapsAvailable: true,
  copy: {
    amount: 'Escolha os produtos e as quantidades.',
    discount: '10% de desconto na compra dos produtos do cupom.',
    distributor: 'Escolha onde vai resgatar.',
    consent: 'Aceito os termos da promoção.',
  },
  confirmation: {
    header: 'Cupom gerado!',
    message: 'Enviamos o cupom {voucherId} para {email}.',
    cta: { label: 'Ver as campanhas', href: '/pt-BR/campanhas' },
  },
  rejected: { title: 'Não foi possível gerar o cupom', messages: ['Tente novamente em alguns instantes.', 'Seus dados continuam no formulário.'] },
};

interface Calls {
  encode: { key: string | null; body: unknown }[];
  sync: unknown[];
}

/** Our API as the browser reaches it: the real Route Handlers, every call recorded. */
function realRoutes({ syncAnswer }: { syncAnswer?: (response: Response, call: number) => Response } = {}): Calls {
  const calls: Calls = { encode: [], sync: [] };
  server.use(
    http.post('/api/voucherEncode', async ({ request }) => {
      calls.encode.push({ key: request.headers.get('idempotency-key'), body: await request.clone().json() });
      return encodeVoucher(request);
    }),
    http.post('/api/marketo-custom-object', async ({ request }) => {
      calls.sync.push(await request.clone().json());
      const response = await syncCustomObject(request);
      return syncAnswer ? syncAnswer(response, calls.sync.length) : response;
    }),
    http.get('/api/marketo-form', ({ request }) => readFormDefinition(request)),
  );
  return calls;
}

/** The vouchers as the sandbox's Marketo keeps them. */
async function voucherRecords() {
  const response = await sandboxFetch(`${SANDBOX_ORIGIN}/_control/marketo/custom-objects/voucher_c`);
  return ((await response.json()) as { fields: Record<string, unknown> }[]).map((record) => record.fields);
}

const setupUser = () => userEvent.setup({ delay: null });

function renderForm(overrides: Partial<VoucherFormProps> = {}, locale: Locale = 'pt-BR') {
  const user = setupUser();
  renderWithProviders(<VoucherForm {...props} {...overrides} />, { locale });
  return user;
}

const row = (number: number) => screen.getByRole('group', { name: `Produto ${number}` });
const productOf = (number: number) => within(row(number)).getByRole('combobox', { name: 'Produto' });
const amountOf = (number: number) => within(row(number)).getByRole('spinbutton', { name: 'Quantidade' });
const distributor = () => screen.getByRole('combobox', { name: 'Distribuidor' });
const consent = () => screen.getByRole('checkbox', { name: props.copy.consent });
const submit = () => screen.getByRole('button', { name: 'Gerar meu cupom' });

async function fillVoucher(user: ReturnType<typeof setupUser>) {
  await user.selectOptions(productOf(1), 'Aurora Pro 5 L');
  await user.clear(amountOf(1));
  await user.type(amountOf(1), '2');
  await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
  await user.selectOptions(productOf(2), 'Soja TRL 6420 IPRO (saco 40 mil sementes)');
  await user.selectOptions(distributor(), 'Agro Norte Ltda.');
  await user.click(consent());
}

describe('VoucherForm', () => {
  beforeEach(async () => {
    resetSharedStore();
    await sandbox.reset();
    // jsdom lays nothing out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('starts with one empty product row at quantity 1, no distributor and consent not given', () => {
    renderForm();
    expect(screen.getAllByRole('group', { name: /^Produto \d$/ })).toHaveLength(1);
    expect(productOf(1)).toHaveValue('');
    expect(amountOf(1)).toHaveValue(1);
    expect(amountOf(1)).toHaveAttribute('min', '1');
    expect(distributor()).toHaveValue('');
    expect(consent()).not.toBeChecked();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(props.copy.amount)).toBeInTheDocument();
    expect(screen.getByText(props.copy.discount)).toBeInTheDocument();
    expect(screen.getByText(props.copy.distributor)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('adds rows, deletes one of several, and empties the only one', async () => {
    const user = renderForm();
    await user.selectOptions(productOf(1), 'Aurora Pro 5 L');
    await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    expect(screen.getAllByRole('group', { name: /^Produto \d$/ })).toHaveLength(3);
    expect(productOf(3)).toHaveValue('');
    expect(amountOf(3)).toHaveValue(1);
    expect(productOf(3)).toHaveFocus();

    await user.selectOptions(productOf(2), 'Soja TRL 6420 IPRO (saco 40 mil sementes)');
    await user.click(screen.getByRole('button', { name: 'Remover o produto 1' }));
    expect(screen.getAllByRole('group', { name: /^Produto \d$/ })).toHaveLength(2);
    expect(productOf(1)).toHaveValue('soja-trl-6420-ipro');
    // The focus goes to the row that took the removed one's place.
    expect(productOf(1)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remover o produto 2' }));
    await user.clear(amountOf(1));
    await user.type(amountOf(1), '5');
    await user.click(screen.getByRole('button', { name: 'Remover o produto 1' }));
    expect(screen.getAllByRole('group', { name: /^Produto \d$/ })).toHaveLength(1);
    expect(productOf(1)).toHaveValue('');
    expect(amountOf(1)).toHaveValue(1);
  });

  it('on an empty submit names each rule, flags the selects invalid, tints the consent box and sends nothing', async () => {
    const calls = realRoutes();
    const user = renderForm();
    await user.click(submit());

    await waitFor(() => expect(productOf(1)).toHaveAttribute('aria-invalid', 'true'));
    expect(productOf(1)).toHaveAccessibleDescription('Escolha um produto.');
    expect(productOf(1)).toHaveFocus();
    expect(distributor()).toHaveAttribute('aria-invalid', 'true');
    expect(distributor()).toHaveAccessibleDescription('Escolha um distribuidor.');
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(consent()).toHaveAccessibleDescription('Aceite os termos para gerar o seu cupom.');
    expect(consent().closest(`.${styles.consent}`)).toHaveClass(styles.consentInvalid!);
    expect(calls.encode).toHaveLength(0);

    // Each message goes as its control is put right; the box is no longer red.
    await user.click(consent());
    await waitFor(() => expect(consent().closest(`.${styles.consent}`)).not.toHaveClass(styles.consentInvalid!));
    expect(consent()).toHaveAttribute('aria-invalid', 'false');
    await user.selectOptions(distributor(), 'Cerrado Insumos');
    await waitFor(() => expect(distributor()).toHaveAttribute('aria-invalid', 'false'));
  });

  it.each([
    ['', 'Informe a quantidade.'],
    ['0', 'A quantidade deve ser de pelo menos 1.'],
    ['-2', 'A quantidade deve ser de pelo menos 1.'],
    ['1.5', 'Informe um número inteiro.'],
  ])('refuses the quantity %j: %s', async (amount, message) => {
    const user = renderForm();
    await user.selectOptions(productOf(1), 'Aurora Pro 5 L');
    await user.clear(amountOf(1));
    if (amount) await user.type(amountOf(1), amount);
    await user.click(submit());
    await waitFor(() => expect(amountOf(1)).toHaveAccessibleDescription(message));
    expect(amountOf(1)).toHaveAttribute('aria-invalid', 'true');
    expect(productOf(1)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the chosen distributor’s e-mail, address and place on the static map', async () => {
    const user = renderForm();
    await user.selectOptions(distributor(), 'Cerrado Insumos');
    expect(screen.getByRole('link', { name: 'contato@cerradoinsumos.com.br' })).toHaveAttribute('href', 'mailto:contato@cerradoinsumos.com.br');
    expect(screen.getByText('Rua Mato Grosso, 455, Sorriso - MT').tagName).toBe('DD');
    const map = screen.getByRole('img', { name: 'Mapa com a localização de Cerrado Insumos: Rua Mato Grosso, 455, Sorriso - MT' });
    expect(map).toHaveAttribute('src', '/api/static-map?lat=-12.5452&lng=-55.7114&zoom=15');
    expect(map).toHaveAttribute('width', '708');
    expect(map).toHaveAttribute('height', '390');
  });

  it('says the map is unavailable without a maps key, keeping its place', async () => {
    const user = renderForm({ mapsAvailable: false });
    await user.selectOptions(distributor(), 'Agro Norte Ltda.');
    expect(screen.getByRole('img', { name: /Agro Norte Ltda\./ })).toHaveTextContent('O mapa não está disponível no momento.');
    expect(document.querySelector('img')).toBeNull();
  });

  it('issues the voucher, records it, and confirms with the e-mail and the voucher id', async () => {
    const calls = realRoutes();
    const user = renderForm();
    await fillVoucher(user);
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Cupom gerado!' })).toBeInTheDocument();
    expect(calls.encode).toHaveLength(1);
    expect(calls.encode[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.encode[0]!.body).toEqual({
      distributor: { distributorName: 'Agro Norte Ltda.', distributorEmailAddress: 'vendas@agronorte.com.br', distributorPhysicalAddress: 'Av. Presidente Vargas, 1200, Rio Verde - GO' },
      products: [
        { id: 'row-1', product: 'Aurora Pro 5 L', amount: 2 },
        { id: 'row-2', product: 'Soja TRL 6420 IPRO (saco 40 mil sementes)', amount: 1 },
      ],
      consent: true,
      extraFields: {},
    });
    const [record] = await voucherRecords();
    expect(record).toEqual({
      voucherId: expect.stringMatching(VOUCHER_ID_PATTERN),
      email: 'vendas@agronorte.com.br',
      distributorName: 'Agro Norte Ltda.',
      distributorEmailAddress: 'vendas@agronorte.com.br',
      distributorPhysicalAddress: 'Av. Presidente Vargas, 1200, Rio Verde - GO',
      products: 'Aurora Pro 5 L x 2; Soja TRL 6420 IPRO (saco 40 mil sementes) x 1',
      consent: true,
    });
    expect(calls.sync).toEqual([{ action: 'createOrUpdate', customObjectName: 'voucher_c', munchkinId: '284-TRL-731', input: [record] }]);
    expect(screen.getByText(`Enviamos o cupom ${String(record!.voucherId)} para vendas@agronorte.com.br.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver as campanhas' })).toHaveAttribute('href', '/pt-BR/campanhas');
    expect(screen.queryByRole('button', { name: 'Gerar meu cupom' })).not.toBeInTheDocument();
  });

  it('creates one voucher and one record for a double click', async () => {
    const calls = realRoutes();
    const user = renderForm();
    await fillVoucher(user);
    await user.dblClick(submit());

    expect(await screen.findByRole('heading', { name: 'Cupom gerado!' })).toBeInTheDocument();
    expect(calls.encode).toHaveLength(1);
    expect(calls.sync).toHaveLength(1);
    expect(await voucherRecords()).toHaveLength(1);
  });

  it('shows the configured dialog when the voucher cannot be issued, and closing it returns to the form with everything kept', async () => {
    server.use(http.post('/api/voucherEncode', () => HttpResponse.json({ error: 'upstream_error' }, { status: 503 })));
    const user = renderForm();
    await fillVoucher(user);
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'Não foi possível gerar o cupom' });
    expect(within(dialog).getByText('Tente novamente em alguns instantes.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seus dados continuam no formulário.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Voltar ao formulário' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(productOf(1)).toHaveValue('aurora-pro-5l');
    expect(amountOf(1)).toHaveValue(2);
    expect(productOf(2)).toHaveValue('soja-trl-6420-ipro');
    expect(amountOf(2)).toHaveValue(1);
    expect(distributor()).toHaveValue('Agro Norte Ltda.');
    expect(consent()).toBeChecked();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveFocus();
    expect(await voucherRecords()).toEqual([]);
  });

  it('closes the dialog with Escape too, back to the form', async () => {
    server.use(http.post('/api/voucherEncode', () => HttpResponse.json({ error: 'rate_limited' }, { status: 429 })));
    const user = renderForm();
    await fillVoucher(user);
    await user.click(submit());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(distributor()).toHaveValue('Agro Norte Ltda.');
  });

  it('is rejected when the record cannot be written; sent again, it is the same voucher, and the record already there counts', async () => {
    // The first record is written, but its answer is lost on the way (a 502 instead).
    const calls = realRoutes({ syncAnswer: (response, call) => (call === 1 ? HttpResponse.json({ error: 'upstream_error' }, { status: 502 }) : response) });
    const user = renderForm();
    await fillVoucher(user);
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Voltar ao formulário' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Cupom gerado!' })).toBeInTheDocument();
    expect(calls.encode.map((call) => call.key)).toEqual([calls.encode[0]!.key, calls.encode[0]!.key]);
    const records = await voucherRecords();
    expect(records).toHaveLength(1);
    expect(screen.getByText(`Enviamos o cupom ${String(records[0]!.voucherId)} para vendas@agronorte.com.br.`)).toBeInTheDocument();
  });

  it('sends a changed voucher under a new key after a failure', async () => {
    const calls = realRoutes({ syncAnswer: (response, call) => (call === 1 ? HttpResponse.json({ error: 'upstream_error' }, { status: 503 }) : response) });
    const user = renderForm();
    await fillVoucher(user);
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Voltar ao formulário' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(amountOf(2), '0');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Cupom gerado!' });
    expect(new Set(calls.encode.map((call) => call.key)).size).toBe(2);
  });

  it('is rejected when Marketo skips the record for another reason', async () => {
    server.use(
      http.post('/api/voucherEncode', ({ request }) => encodeVoucher(request)),
      http.post('/api/marketo-custom-object', () => HttpResponse.json({ data: [{ seq: 0, status: 'skipped', reasons: [{ code: '1003', message: 'Value too long' }] }] })),
    );
    const user = renderForm();
    await fillVoucher(user);
    await user.click(submit());
    expect(await screen.findByRole('dialog', { name: 'Não foi possível gerar o cupom' })).toBeInTheDocument();
  });

  describe('with marketing fields (a Marketo form)', () => {
    const english = { ...props, formId: 1004, copy: { ...props.copy, consent: 'I accept the promotion terms.' } };
    const fieldOf = (name: string) => document.getElementById(`cupom-extra-${name}`) as HTMLInputElement;

    it('renders them, checks them with the form kit’s rules, and confirms to the visitor’s own e-mail', async () => {
      realRoutes();
      const user = setupUser();
      renderWithProviders(<VoucherForm {...english} />, { locale: 'en-US' });
      const email = await screen.findByRole('textbox', { name: 'Email Address' });
      expect(screen.getByRole('group', { name: 'Your details' })).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Aurora Pro 5 L');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Distributor' }), 'Cerrado Insumos');
      await user.click(screen.getByRole('checkbox', { name: 'I accept the promotion terms.' }));
      await user.type(email, 'grower@example');
      await user.click(screen.getByRole('button', { name: 'Get my voucher' }));
      await waitFor(() => expect(fieldOf('Email')).toHaveAccessibleDescription('Please enter a valid email. Example: name@example.com'));
      expect(fieldOf('Email')).toHaveFocus();

      await user.type(email, '.com');
      await user.click(screen.getByRole('checkbox', { name: 'Weed and insect pressure alerts for my county' }));
      await user.click(screen.getByRole('button', { name: 'Get my voucher' }));
      expect(await screen.findByRole('heading', { name: 'Cupom gerado!' })).toBeInTheDocument();
      const [record] = await voucherRecords();
      expect(record).toMatchObject({ email: 'grower@example.com', distributorName: 'Cerrado Insumos', products: 'Aurora Pro 5 L x 1' });
      expect(screen.getByText(`Enviamos o cupom ${String(record!.voucherId)} para grower@example.com.`)).toBeInTheDocument();
    });

    it('sends them with the voucher as the form kit sends a lead', async () => {
      const calls = realRoutes();
      const user = setupUser();
      renderWithProviders(<VoucherForm {...english} />, { locale: 'en-US' });
      await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), 'grower@example.com');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Aurora Pro 5 L');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Distributor' }), 'Cerrado Insumos');
      await user.click(screen.getByRole('checkbox', { name: 'I accept the promotion terms.' }));
      await user.click(screen.getByRole('button', { name: 'Get my voucher' }));
      await screen.findByRole('heading', { name: 'Cupom gerado!' });
      expect(calls.encode[0]!.body).toMatchObject({ extraFields: { Email: 'grower@example.com', Phone: '', Interests__c: '', LeadSource: 'Website – Newsletter' } });
    });

    it('says when they cannot be loaded, keeps the voucher from being sent, and loads them on retry', async () => {
      server.use(http.get('/api/marketo-form', () => HttpResponse.json({ error: 'upstream_error' }, { status: 502 })));
      const user = setupUser();
      renderWithProviders(<VoucherForm {...english} />, { locale: 'en-US' });
      expect(await screen.findByText("We couldn't load the rest of this form. Please try again in a moment.")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get my voucher' })).toBeDisabled();

      realRoutes();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get my voucher' })).toBeEnabled();
    });
  });
});
