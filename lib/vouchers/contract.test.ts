import { z } from 'zod';
import { idempotencyKeySchema, voucherAnswerSchema, voucherMessageKeys, voucherRequestSchema, type VoucherMessageKey, type VoucherRequest } from './contract';

const valid = (): VoucherRequest => ({
  distributor: { distributorName: 'Agro Norte Ltda.', distributorEmailAddress: 'vendas@agronorte.com.br', distributorPhysicalAddress: 'Av. Brasil 100, Rio Verde - GO' },
  products: [
    { id: 'row-1', product: 'Product A', amount: 2 },
    { id: 2, product: 'Product B', amount: 1 },
  ],
  consent: true,
  extraFields: { FirstName: 'Maria', Email: 'maria@example.com.br' },
});

type Edit = (body: Record<string, unknown> & ReturnType<typeof valid>) => unknown;

/** Per field, the message keys of a body; {} when it passes. */
function problemsOf(edit: Edit): Record<string, string[]> {
  const body = structuredClone(valid()) as Record<string, unknown> & ReturnType<typeof valid>;
  const parsed = voucherRequestSchema.safeParse(edit(body));
  if (parsed.success) return {};
  const { formErrors, fieldErrors } = z.flattenError(parsed.error);
  return { ...(formErrors.length > 0 && { '': formErrors }), ...(fieldErrors as Record<string, string[]>) };
}

const set =
  (apply: (body: ReturnType<typeof valid> & Record<string, unknown>) => void): Edit =>
  (body) => {
    apply(body);
    return body;
  };
const products = (rows: unknown[]) => set((body) => void (body.products = rows as never));
const row = (fields: Record<string, unknown>) => products([{ id: 'row-1', product: 'Product A', amount: 1, ...fields }]);
const distributor = (fields: Record<string, unknown>) => set((body) => void Object.assign(body.distributor, fields));
const extra = (fields: unknown) => set((body) => void (body.extraFields = fields as never));

describe('the voucher request', () => {
  it('takes a complete voucher, and trims what the visitor typed', () => {
    const parsed = voucherRequestSchema.parse({ ...valid(), distributor: { ...valid().distributor, distributorName: '  Agro Norte  ' } });
    expect(parsed.distributor.distributorName).toBe('Agro Norte');
    expect(parsed.products).toEqual(valid().products);
  });

  it.each<[string, Edit]>([
    ['the distributor with its name only', set((body) => void (body.distributor = { distributorName: 'Agro Norte' }))],
    ['an empty e-mail and address', distributor({ distributorEmailAddress: '', distributorPhysicalAddress: '' })],
    ['a name of 200 characters', distributor({ distributorName: 'a'.repeat(200) })],
    ['an address of 500 characters', distributor({ distributorPhysicalAddress: 'a'.repeat(500) })],
    ['a distributor with more fields (ignored)', distributor({ latitude: -17.8, code: 'D-1' })],
    ['one row', products([{ id: 1, product: 'Product A', amount: 1 }])],
    ['50 rows', products(Array.from({ length: 50 }, (_, n) => ({ id: n, product: `Product ${n}`, amount: 1 })))],
    ['a product of 100 characters', row({ product: 'p'.repeat(100) })],
    ['an amount of 100000', row({ amount: 100_000 })],
    ['no extra fields', set((body) => void delete (body as Record<string, unknown>).extraFields)],
    ['40 extra fields', extra(Object.fromEntries(Array.from({ length: 40 }, (_, n) => [`field${n}`, 'x'])))],
    ['an extra field of 4000 characters, named in 100', extra({ ['n'.repeat(100)]: 'v'.repeat(4000) })],
    ['an empty extra field', extra({ Phone: '' })],
  ])('accepts %s', (_case, edit) => {
    expect(problemsOf(edit)).toEqual({});
  });

  it.each<[string, Edit, Record<string, VoucherMessageKey[]>]>([
    ['no distributor', set((body) => void delete (body as Record<string, unknown>).distributor), { distributor: ['voucher.distributor-required'] }],
    ['a null distributor', set((body) => void (body.distributor = null as never)), { distributor: ['voucher.distributor-required'] }],
    ['a distributor without a name', set((body) => void (body.distributor = {} as never)), { distributor: ['voucher.distributor-required'] }],
    ['an empty name', distributor({ distributorName: '' }), { distributor: ['voucher.distributor-required'] }],
    ['a blank name', distributor({ distributorName: '   ' }), { distributor: ['voucher.distributor-required'] }],
    ['a name that is not text', distributor({ distributorName: 42 }), { distributor: ['voucher.distributor-required'] }],
    ['a name of 201 characters', distributor({ distributorName: 'a'.repeat(201) }), { distributor: ['voucher.distributor-name-too-long'] }],
    ['an e-mail that is not one', distributor({ distributorEmailAddress: 'vendas@agronorte' }), { distributor: ['voucher.distributor-email-invalid'] }],
    ['an e-mail with consecutive dots', distributor({ distributorEmailAddress: 'vendas..sul@agronorte.com' }), { distributor: ['voucher.distributor-email-invalid'] }],
    ['an e-mail that is not text', distributor({ distributorEmailAddress: null }), { distributor: ['voucher.distributor-email-invalid'] }],
    ['an address of 501 characters', distributor({ distributorPhysicalAddress: 'a'.repeat(501) }), { distributor: ['voucher.distributor-address-too-long'] }],
    ['an address that is not text', distributor({ distributorPhysicalAddress: 7 }), { distributor: ['voucher.distributor-address-invalid'] }],
    ['no products', set((body) => void delete (body as Record<string, unknown>).products), { products: ['voucher.products-required'] }],
    ['products that are not a list', products('Product A' as never), { products: ['voucher.products-required'] }],
    ['an empty products list', products([]), { products: ['voucher.products-required'] }],
    ['51 rows', products(Array.from({ length: 51 }, (_, n) => ({ id: n, product: `Product ${n}`, amount: 1 }))), { products: ['voucher.products-too-many'] }],
    ['a row without a product', products([{ id: 1, amount: 1 }]), { products: ['voucher.product-required'] }],
    ['a row with an empty product', row({ product: '' }), { products: ['voucher.product-required'] }],
    ['a row with a blank product', row({ product: '  ' }), { products: ['voucher.product-required'] }],
    ['a product of 101 characters', row({ product: 'p'.repeat(101) }), { products: ['voucher.product-too-long'] }],
    ['a row without an id', products([{ product: 'Product A', amount: 1 }]), { products: ['voucher.product-id-invalid'] }],
    ['a row with an empty id', row({ id: '' }), { products: ['voucher.product-id-invalid'] }],
    ['a row without an amount', products([{ id: 1, product: 'Product A' }]), { products: ['voucher.amount-required'] }],
    ['an amount given as text', row({ amount: '2' }), { products: ['voucher.amount-required'] }],
    ['an amount that is NaN (an empty number input)', row({ amount: Number.NaN }), { products: ['voucher.amount-required'] }],
    ['an amount of 1.5', row({ amount: 1.5 }), { products: ['voucher.amount-integer'] }],
    ['an amount of 0', row({ amount: 0 }), { products: ['voucher.amount-min'] }],
    ['a negative amount', row({ amount: -3 }), { products: ['voucher.amount-min'] }],
    ['an amount of 100001', row({ amount: 100_001 }), { products: ['voucher.amount-max'] }],
    ['an infinite amount', row({ amount: Number.POSITIVE_INFINITY }), { products: ['voucher.amount-required'] }],
    ['consent false', set((body) => void (body.consent = false as never)), { consent: ['voucher.consent-required'] }],
    ['consent as text', set((body) => void (body.consent = 'true' as never)), { consent: ['voucher.consent-required'] }],
    ['no consent', set((body) => void delete (body as Record<string, unknown>).consent), { consent: ['voucher.consent-required'] }],
    ['extra fields that are a list', extra(['a']), { extraFields: ['voucher.extra-fields-invalid'] }],
    ['41 extra fields', extra(Object.fromEntries(Array.from({ length: 41 }, (_, n) => [`field${n}`, 'x']))), { extraFields: ['voucher.extra-fields-too-many'] }],
    ['an extra field with an empty name', extra({ '': 'x' }), { extraFields: ['voucher.extra-field-name-invalid'] }],
    ['an extra field named in 101 characters', extra({ ['n'.repeat(101)]: 'x' }), { extraFields: ['voucher.extra-field-name-invalid'] }],
    ['an extra field that is a number', extra({ Hectares: 12 }), { extraFields: ['voucher.extra-field-value-invalid'] }],
    ['an extra field that is nested', extra({ Crops: { soy: true } }), { extraFields: ['voucher.extra-field-value-invalid'] }],
    ['an extra field of 4001 characters', extra({ Notes: 'v'.repeat(4001) }), { extraFields: ['voucher.extra-field-too-long'] }],
    ['a field the contract does not have', set((body) => void (body.voucherID = 'V-0000')), { '': ['voucher.unknown-field'] }],
  ])('refuses %s', (_case, edit, expected) => {
    expect(problemsOf(edit)).toEqual(expected);
  });

  it.each([[null], [[]], ['voucher'], [1]])('refuses a body that is not an object (%j)', (body) => {
    expect(problemsOf(() => body)).toEqual({ '': ['voucher.request-invalid'] });
  });

  it('names every problem of a body at once, each with its key', () => {
    const problems = problemsOf(() => ({ distributor: { distributorName: '' }, products: [{ id: 1, product: '', amount: 0 }], consent: false }));
    expect(problems).toEqual({
      distributor: ['voucher.distributor-required'],
      products: ['voucher.product-required', 'voucher.amount-min'],
      consent: ['voucher.consent-required'],
    });
  });

  it('uses only keys it declares', () => {
    for (const messageKey of voucherMessageKeys) expect(messageKey).toMatch(/^voucher\.[a-z-]+$/);
    expect(new Set(voucherMessageKeys).size).toBe(voucherMessageKeys.length);
  });
});

describe('the Idempotency-Key header', () => {
  it.each(['abcdefgh', crypto.randomUUID(), 'A_b-9'.repeat(20)])('accepts %s', (key) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['7 characters', 'abcdefg'],
    ['101 characters', 'a'.repeat(101)],
    ['a space', 'abcd efgh'],
    ['a dot', 'abcd.efgh'],
    ['non-ASCII', 'chave-não-ok'],
  ])('refuses %s with its key', (_case, key) => {
    const parsed = idempotencyKeySchema.safeParse(key);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['voucher.idempotency-key-invalid']);
  });
});

describe('the answer', () => {
  it('is a voucher id in its written shape', () => {
    expect(voucherAnswerSchema.safeParse({ voucherID: 'V-7K2M-9QXA-0000-ZZZZ-ABCD-1234' }).success).toBe(true);
    for (const voucherID of ['v-7k2m-9qxa-0000-zzzz-abcd-1234', 'V7K2M9QXA0000ZZZZABCD1234', 'V-7K2M-9QXA-0000-ZZZZ-ABCD-123U', '']) {
      expect(voucherAnswerSchema.safeParse({ voucherID }).success, voucherID).toBe(false);
    }
  });
});
