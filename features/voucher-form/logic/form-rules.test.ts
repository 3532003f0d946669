import type { FormDefinition } from '@/lib/forms/definition';
import { voucherFormSchema, type VoucherFormMessages } from './form-rules';
import type { VoucherChoices, VoucherFormValues } from './voucher-request';

const choices: VoucherChoices = {
  products: [{ id: 'aurora-pro-5l', label: 'Aurora Pro 5 L' }],
  distributors: [{ name: 'Agro Norte Ltda.', email: 'vendas@agronorte.com.br', address: 'Av. Brasil 100, Rio Verde - GO', latitude: -17.79, longitude: -50.92 }],
};
const definition: FormDefinition = {
  id: 1004,
  name: 'Voucher details',
  submitLabel: 'Send',
  country: 'BR',
  rows: [[{ kind: 'field', name: 'Email', type: 'email', label: 'Email', required: true, options: [] }]],
};
/** Messages that show which rule spoke. */
const messages: VoucherFormMessages = { voucher: (key) => `[${key}]`, rule: (key) => `<${key}>` };

const valid = (): VoucherFormValues => ({
  products: [{ id: 'row-1', product: 'aurora-pro-5l', amount: '2' }],
  distributor: 'Agro Norte Ltda.',
  consent: true,
  extraFields: { Email: 'maria@example.com.br' },
});

/** Per control path, the message shown; {} when the values pass. */
function problems(values: VoucherFormValues, withDefinition = true): Record<string, string> {
  const parsed = voucherFormSchema(withDefinition ? { ...choices, definition } : choices, messages).safeParse(values);
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the voucher form’s rules', () => {
  it('let complete values through as the request the route takes', () => {
    const parsed = voucherFormSchema({ ...choices, definition }, messages).parse(valid());
    expect(parsed).toEqual({
      distributor: { distributorName: 'Agro Norte Ltda.', distributorEmailAddress: 'vendas@agronorte.com.br', distributorPhysicalAddress: 'Av. Brasil 100, Rio Verde - GO' },
      products: [{ id: 'row-1', product: 'Aurora Pro 5 L', amount: 2 }],
      consent: true,
      extraFields: { Email: 'maria@example.com.br' },
    });
  });

  it.each<[string, Partial<VoucherFormValues>, Record<string, string>]>([
    ['no distributor', { distributor: '' }, { distributor: '[voucher.distributor-required]' }],
    ['a row without a product', { products: [{ id: 'row-1', product: '', amount: '1' }] }, { 'products.0.product': '[voucher.product-required]' }],
    ['an empty quantity', { products: [{ id: 'row-1', product: 'aurora-pro-5l', amount: '' }] }, { 'products.0.amount': '[voucher.amount-required]' }],
    ['a quantity that is not a number', { products: [{ id: 'row-1', product: 'aurora-pro-5l', amount: 'dois' }] }, { 'products.0.amount': '[voucher.amount-required]' }],
    ['a quantity of 0', { products: [{ id: 'row-1', product: 'aurora-pro-5l', amount: '0' }] }, { 'products.0.amount': '[voucher.amount-min]' }],
    ['a quantity of 1.5', { products: [{ id: 'row-1', product: 'aurora-pro-5l', amount: '1.5' }] }, { 'products.0.amount': '[voucher.amount-integer]' }],
    ['consent not given', { consent: false }, { consent: '[voucher.consent-required]' }],
    ['a marketing e-mail that is not one', { extraFields: { Email: 'maria@example' } }, { 'extraFields.Email': '<email-br>' }],
    ['no marketing e-mail', { extraFields: { Email: '' } }, { 'extraFields.Email': '<required-field>' }],
  ])('name %s', (_case, change, expected) => {
    expect(problems({ ...valid(), ...change })).toEqual(expected);
  });

  it('name every problem at once, each under its control’s path', () => {
    const empty: VoucherFormValues = {
      products: [
        { id: 'row-1', product: 'aurora-pro-5l', amount: '1' },
        { id: 'row-2', product: '', amount: '-1' },
      ],
      distributor: '',
      consent: false,
      extraFields: { Email: '' },
    };
    expect(problems(empty)).toEqual({
      'extraFields.Email': '<required-field>',
      distributor: '[voucher.distributor-required]',
      'products.1.product': '[voucher.product-required]',
      'products.1.amount': '[voucher.amount-min]',
      consent: '[voucher.consent-required]',
    });
  });

  it('check no marketing fields when none are configured', () => {
    expect(problems({ ...valid(), extraFields: {} }, false)).toEqual({});
  });
});
