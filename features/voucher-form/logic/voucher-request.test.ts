import type { FormDefinition } from '@/lib/forms/definition';
import { voucherRequestSchema } from '@/lib/vouchers/contract';
import { productsSummary, toVoucherRequest, voucherEmail, voucherRecord, type VoucherChoices, type VoucherFormValues } from './voucher-request';

const choices: VoucherChoices = {
  products: [
    { id: 'aurora-pro-5l', label: 'Aurora Pro 5 L' },
    { id: 'trl-6420-ipro', label: 'Soja TRL 6420 IPRO' },
  ],
  distributors: [{ name: 'Agro Norte Ltda.', email: 'vendas@agronorte.com.br', address: 'Av. Brasil 100, Rio Verde - GO', latitude: -17.79, longitude: -50.92 }],
};

const values = (overrides: Partial<VoucherFormValues> = {}): VoucherFormValues => ({
  products: [
    { id: 'row-1', product: 'aurora-pro-5l', amount: '2' },
    { id: 'row-2', product: 'trl-6420-ipro', amount: '1' },
  ],
  distributor: 'Agro Norte Ltda.',
  consent: true,
  extraFields: {},
  ...overrides,
});

const definition: FormDefinition = {
  id: 1004,
  name: 'Voucher details',
  submitLabel: 'Send',
  rows: [
    [{ kind: 'field', name: 'Email', type: 'email', label: 'Email', required: true, options: [] }],
    [{ kind: 'field', name: 'OptIn', type: 'checkbox', label: 'News', required: false, options: [{ label: 'Send me news', value: 'yes' }] }],
  ],
};

describe('toVoucherRequest', () => {
  it('is the body the route takes: the distributor, each product by its name with its quantity as a number, consent', () => {
    const request = toVoucherRequest(values(), choices);
    expect(request).toEqual({
      distributor: { distributorName: 'Agro Norte Ltda.', distributorEmailAddress: 'vendas@agronorte.com.br', distributorPhysicalAddress: 'Av. Brasil 100, Rio Verde - GO' },
      products: [
        { id: 'row-1', product: 'Aurora Pro 5 L', amount: 2 },
        { id: 'row-2', product: 'Soja TRL 6420 IPRO', amount: 1 },
      ],
      consent: true,
      extraFields: {},
    });
    expect(voucherRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out what is missing for the contract to name: no distributor, no product, no quantity', () => {
    const request = toVoucherRequest(values({ distributor: '', products: [{ id: 'row-1', product: '', amount: ' ' }] }), choices);
    expect(request.distributor).toBeUndefined();
    expect(request.products).toEqual([{ id: 'row-1', product: '', amount: undefined }]);
  });

  it('sends a product or distributor the block does not offer as none', () => {
    const request = toVoucherRequest(values({ distributor: 'Someone Else', products: [{ id: 'row-1', product: 'made-up', amount: '1' }] }), choices);
    expect(request.distributor).toBeUndefined();
    expect(request.products[0]?.product).toBe('');
  });

  it('sends the marketing fields as the form kit sends a lead: text, a checkbox as yes/no', () => {
    const request = toVoucherRequest(values({ extraFields: { Email: ' maria@example.com.br ', OptIn: true } }), { ...choices, definition });
    expect(request.extraFields).toEqual({ Email: 'maria@example.com.br', OptIn: 'yes' });
  });
});

describe('the voucher record', () => {
  const request = voucherRequestSchema.parse(toVoucherRequest(values(), choices));

  it('lists the products as "Name x quantity", separated by "; "', () => {
    expect(productsSummary(request.products)).toBe('Aurora Pro 5 L x 2; Soja TRL 6420 IPRO x 1');
    expect(productsSummary([{ id: 'row-1', product: 'Vértice 20 L', amount: 12 }])).toBe('Vértice 20 L x 12');
  });

  it('goes to the e-mail of the marketing fields, else to the distributor’s', () => {
    expect(voucherEmail({ ...request, extraFields: { Email: 'maria@example.com.br' } })).toBe('maria@example.com.br');
    expect(voucherEmail({ ...request, extraFields: { Email: '  ' } })).toBe('vendas@agronorte.com.br');
    expect(voucherEmail(request)).toBe('vendas@agronorte.com.br');
  });

  it('is the voucher_c record of the voucher', () => {
    expect(voucherRecord('V-7K2M-9QXA-0000-ZZZZ-ABCD-1234', { ...request, extraFields: { Email: 'maria@example.com.br' } })).toEqual({
      voucherId: 'V-7K2M-9QXA-0000-ZZZZ-ABCD-1234',
      email: 'maria@example.com.br',
      distributorName: 'Agro Norte Ltda.',
      distributorEmailAddress: 'vendas@agronorte.com.br',
      distributorPhysicalAddress: 'Av. Brasil 100, Rio Verde - GO',
      products: 'Aurora Pro 5 L x 2; Soja TRL 6420 IPRO x 1',
      consent: true,
    });
  });
});
