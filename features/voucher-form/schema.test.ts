import { voucherFormBlockSchema } from './schema';

const valid = {
  heading: 'Gere seu cupom',
  amountCopy: 'Escolha os produtos.',
  discountCopy: '10% de desconto.',
  distributorCopy: 'Escolha o distribuidor.',
  consentText: 'Aceito os termos.',
  products: [{ id: 'aurora-pro-5l', label: 'Aurora Pro 5 L' }],
  distributors: [{ name: 'Agro Norte Ltda.', email: 'vendas@agronorte.com.br', address: 'Av. Brasil 100, Rio Verde - GO', latitude: -17.79, longitude: -50.92 }],
  munchkinId: '284-TRL-731',
  confirmation: { header: 'Pronto!', message: 'Cupom {voucherId} enviado para {email}.', cta: { label: 'Ver campanhas', href: '/campanhas' } },
  rejected: { title: 'Não deu certo', messages: ['Tente de novo.'] },
};

describe('the voucher-form block props', () => {
  it('accepts a block with its optional parts, and a formId written as text', () => {
    const parsed = voucherFormBlockSchema.parse({ ...valid, text: 'Intro', formId: '1004', campaignProducts: [{ id: 'aurora-pro-20l', label: 'Aurora Pro 20 L' }] });
    expect(parsed.formId).toBe(1004);
    expect(parsed.campaignProducts).toEqual([{ id: 'aurora-pro-20l', label: 'Aurora Pro 20 L' }]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no products', { products: [] }],
    ['two products with one id', { products: [valid.products[0], { id: 'aurora-pro-5l', label: 'Other' }] }],
    ['a product name the voucher cannot carry (101 characters)', { products: [{ id: 'x', label: 'p'.repeat(101) }] }],
    ['an empty campaign list', { campaignProducts: [] }],
    ['no distributors', { distributors: [] }],
    ['two distributors with one name', { distributors: [valid.distributors[0], { ...valid.distributors[0], email: 'outro@agronorte.com.br' }] }],
    ['a distributor e-mail that is not one', { distributors: [{ ...valid.distributors[0], email: 'vendas@agronorte' }] }],
    ['a distributor off the map', { distributors: [{ ...valid.distributors[0], latitude: 91 }] }],
    ['no munchkinId', { munchkinId: undefined }],
    ['an unsafe call-to-action', { confirmation: { ...valid.confirmation, cta: { label: 'x', href: 'javascript:alert(1)' } } }],
    ['a rejected dialog without messages', { rejected: { title: 'x', messages: [] } }],
    ['no consent text', { consentText: ' ' }],
  ])('refuses %s', (_case, change) => {
    expect(voucherFormBlockSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
