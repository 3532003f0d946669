import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { voucherFormBlockSchema } from '../schema';
import { VoucherFormBlock } from './voucher-form-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('@/lib/flags', () => ({ flagEnabled: vi.fn() }));

const props = voucherFormBlockSchema.parse({
  heading: 'Gere seu cupom de desconto',
  amountCopy: 'Escolha os produtos e as quantidades.',
  discountCopy: '10% de desconto.',
  distributorCopy: 'Escolha onde vai resgatar.',
  consentText: 'Aceito os termos da promoção.',
  products: [{ id: 'aurora-pro-5l', label: 'Aurora Pro 5 L' }],
  campaignProducts: [{ id: 'aurora-pro-20l-campanha', label: 'Aurora Pro 20 L (campanha)' }],
  distributors: [{ name: 'Agro Norte Ltda.', email: 'vendas@agronorte.com.br', address: 'Av. Presidente Vargas, 1200, Rio Verde - GO', latitude: -17.7923, longitude: -50.9192 }],
  munchkinId: '284-TRL-731',
  confirmation: { header: 'Cupom gerado!', message: 'Enviamos o cupom {voucherId} para {email}.', cta: { label: 'Ver as campanhas', href: '/campanhas' } },
  rejected: { title: 'Não foi possível gerar o cupom', messages: ['Tente novamente.'] },
});

/** The flags as the flag service would answer them. */
function flags(on: Partial<Record<string, boolean>>) {
  vi.mocked(flagEnabled).mockImplementation(async (key) => on[key] ?? false);
}

const render = async (blockProps = props) => renderWithProviders(<>{await VoucherFormBlock({ props: blockProps, context: makeContext(), nodeId: 'cupom' })}</>);
const productOptions = () => within(screen.getByRole('combobox', { name: 'Produto' })).getAllByRole('option').map((option) => option.textContent);

describe('VoucherFormBlock', () => {
  beforeEach(() => sandbox.reset());

  it('renders the form from the server, under its heading, with the standard products', async () => {
    flags({ [flagKeys.voucherForm]: true });
    await render();
    expect(screen.getByRole('region', { name: 'Gere seu cupom de desconto' })).toBeInTheDocument();
    expect(productOptions()).toEqual(['Selecione um produto', 'Aurora Pro 5 L']);
    expect(screen.getByRole('combobox', { name: 'Distribuidor' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos da promoção.' })).toBeInTheDocument();
    expect(flagEnabled).toHaveBeenCalledWith(flagKeys.voucherForm);
  });

  it('lists the campaign products while their flag is on', async () => {
    flags({ [flagKeys.voucherForm]: true, [flagKeys.emeaVoucherCampaignProductList]: true });
    await render();
    expect(productOptions()).toEqual(['Selecione um produto', 'Aurora Pro 20 L (campanha)']);
  });

  it('keeps the standard products under the campaign flag when the block has no campaign list', async () => {
    flags({ [flagKeys.voucherForm]: true, [flagKeys.emeaVoucherCampaignProductList]: true });
    await render({ ...props, campaignProducts: undefined });
    expect(productOptions()).toEqual(['Selecione um produto', 'Aurora Pro 5 L']);
  });

  it('renders nothing with the voucher-form flag off', async () => {
    flags({ [flagKeys.emeaVoucherCampaignProductList]: true });
    expect(await VoucherFormBlock({ props, context: makeContext() })).toBeNull();
    const { container } = await render();
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the marketing fields read on the server: no call from the browser', async () => {
    flags({ [flagKeys.voucherForm]: true });
    let browserCalls = 0;
    server.use(http.get('/api/marketo-form', () => (browserCalls++, HttpResponse.json({ error: 'not expected' }, { status: 500 }))));
    await render({ ...props, formId: 1001 });
    expect(screen.getByRole('group', { name: 'Seus dados' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
    expect(browserCalls).toBe(0);
  });
});
