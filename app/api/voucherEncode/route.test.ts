// @vitest-environment node
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { VOUCHER_ID_PATTERN, type VoucherRequest } from '@/lib/vouchers/contract';
import { voucherIds } from '@/lib/vouchers/voucher-id';
import { resetSharedStore } from '@/tests/shared-store';
import { POST } from './route';

const logged = vi.hoisted(() => ({ lines: [] as unknown[] }));
vi.mock('@/lib/log', async (original) => {
  const actual = await original<typeof import('@/lib/log')>();
  const record = (...line: unknown[]) => void logged.lines.push(line);
  return { ...actual, log: { info: record, warn: record, error: record } };
});

const voucher = (): VoucherRequest => ({
  distributor: { distributorName: 'Agro Norte Ltda.', distributorEmailAddress: 'vendas@agronorte.com.br', distributorPhysicalAddress: 'Av. Brasil 100, Rio Verde - GO' },
  products: [
    { id: 'row-1', product: 'Product A', amount: 2 },
    { id: 'row-2', product: 'Product B', amount: 1 },
  ],
  consent: true,
  extraFields: { FirstName: 'Maria', Email: 'maria@example.com.br' },
});

const post = (body: unknown, headers: Record<string, string | undefined> = {}) =>
  POST(
    new Request('http://localhost/api/voucherEncode', {
      method: 'POST',
      headers: Object.fromEntries(Object.entries({ 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers }).filter(([, value]) => value !== undefined)) as Record<string, string>,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

async function voucherIdOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { voucherID: string };
  expect(Object.keys(body)).toEqual(['voucherID']);
  return body.voucherID;
}

describe('POST /api/voucherEncode', () => {
  beforeEach(() => {
    resetSharedStore();
    logged.lines = [];
  });

  it('answers a voucher id this server made, private and not stored, and logs nothing of the visitor', async () => {
    const response = await post(voucher());
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const id = await voucherIdOf(response);
    expect(id).toMatch(VOUCHER_ID_PATTERN);
    expect(voucherIds.isGenuine(id)).toBe(true);
    expect(JSON.stringify(logged.lines)).not.toMatch(/Maria|maria@|agronorte|Agro Norte|Product A|V-/);
  });

  it('answers the same id to a repeat of a key, whenever it comes', async () => {
    const key = crypto.randomUUID();
    const first = await voucherIdOf(await post(voucher(), { 'idempotency-key': key }));
    expect(await voucherIdOf(await post(voucher(), { 'idempotency-key': key }))).toBe(first);
  });

  it('answers one id to two requests with one key at the same time', async () => {
    const key = 'double-click_0001';
    const [a, b] = await Promise.all([post(voucher(), { 'idempotency-key': key }), post(voucher(), { 'idempotency-key': key })]);
    expect(await voucherIdOf(a)).toBe(await voucherIdOf(b));
  });

  it('answers different ids to different keys', async () => {
    const ids = await Promise.all(['submission-1', 'submission-2', 'submission-3'].map(async (key) => voucherIdOf(await post(voucher(), { 'idempotency-key': key }))));
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['no key', undefined],
    ['an empty key', ''],
    ['a key of 7 characters', 'abcdefg'],
    ['a key of 101 characters', 'a'.repeat(101)],
    ['a key with other characters', 'key with spaces'],
  ])('answers 400 invalid_request for %s', async (_case, key) => {
    const response = await post(voucher(), { 'idempotency-key': key });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_request', message: expect.any(String), details: { idempotencyKey: ['voucher.idempotency-key-invalid'] } });
  });

  const edited = (edit: (body: Record<string, unknown> & VoucherRequest) => void) => {
    const body = structuredClone(voucher()) as Record<string, unknown> & VoucherRequest;
    edit(body);
    return body;
  };
  it.each<[string, unknown, Record<string, string[]>]>([
    ['no distributor', edited((body) => void delete (body as Record<string, unknown>).distributor), { distributor: ['voucher.distributor-required'] }],
    ['a distributor without a name', edited((body) => void (body.distributor.distributorName = ' ')), { distributor: ['voucher.distributor-required'] }],
    ['a name of 201 characters', edited((body) => void (body.distributor.distributorName = 'a'.repeat(201))), { distributor: ['voucher.distributor-name-too-long'] }],
    ['a bad distributor e-mail', edited((body) => void (body.distributor.distributorEmailAddress = 'vendas@agronorte')), { distributor: ['voucher.distributor-email-invalid'] }],
    ['an address of 501 characters', edited((body) => void (body.distributor.distributorPhysicalAddress = 'a'.repeat(501))), { distributor: ['voucher.distributor-address-too-long'] }],
    ['no products', edited((body) => void (body.products = [])), { products: ['voucher.products-required'] }],
    ['51 products', edited((body) => void (body.products = Array.from({ length: 51 }, (_, id) => ({ id, product: 'P', amount: 1 })))), { products: ['voucher.products-too-many'] }],
    ['a row without a product', edited((body) => void (body.products[1]!.product = '')), { products: ['voucher.product-required'] }],
    ['a product of 101 characters', edited((body) => void (body.products[0]!.product = 'p'.repeat(101))), { products: ['voucher.product-too-long'] }],
    ['an amount of 0', edited((body) => void (body.products[0]!.amount = 0)), { products: ['voucher.amount-min'] }],
    ['an amount of 2.5', edited((body) => void (body.products[0]!.amount = 2.5)), { products: ['voucher.amount-integer'] }],
    ['an amount of 100001', edited((body) => void (body.products[0]!.amount = 100_001)), { products: ['voucher.amount-max'] }],
    ['an amount as text', edited((body) => void (body.products[0]!.amount = '2' as never)), { products: ['voucher.amount-required'] }],
    ['consent false', edited((body) => void (body.consent = false as never)), { consent: ['voucher.consent-required'] }],
    ['no consent', edited((body) => void delete (body as Record<string, unknown>).consent), { consent: ['voucher.consent-required'] }],
    ['41 extra fields', edited((body) => void (body.extraFields = Object.fromEntries(Array.from({ length: 41 }, (_, n) => [`f${n}`, 'x'])))), { extraFields: ['voucher.extra-fields-too-many'] }],
    ['an extra field that is not text', edited((body) => void (body.extraFields = { Hectares: 12 as never })), { extraFields: ['voucher.extra-field-value-invalid'] }],
    ['an extra field of 4001 characters', edited((body) => void (body.extraFields = { Notes: 'v'.repeat(4001) })), { extraFields: ['voucher.extra-field-too-long'] }],
    ['an extra field with an empty name', edited((body) => void (body.extraFields = { '': 'x' })), { extraFields: ['voucher.extra-field-name-invalid'] }],
    // Problems of the whole body are not per field: invalidRequest sends field errors only.
    ['a field the contract does not have', edited((body) => void (body.voucherID = 'V-1')), {}],
    ['a body that is not an object', [], {}],
  ])('answers 400 invalid_request with the keys for %s', async (_case, body, details) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_request', message: expect.any(String), details });
  });

  it('answers 400 invalid_json for a body that is not JSON, and 413 for one over 256 KB', async () => {
    const broken = await post('{"distributor":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_json' });
    const huge = await post({ ...voucher(), extraFields: { Notes: 'v'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it('refuses a voucher from a page of another site (403) or in a body a cross-site form can send (415)', async () => {
    const crossSite = await post(voucher(), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: 'cross_site_request' });
    const crossSiteFetch = await post(voucher(), { 'sec-fetch-site': 'cross-site' });
    expect(crossSiteFetch.status).toBe(403);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const response = await post(voucher(), { 'content-type': type });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' });
    }
    expect((await post(voucher(), { origin: 'http://localhost:3000' })).status).toBe(200);
  });

  it('takes 10 vouchers a minute from one client, then answers 429 with Retry-After; another client goes on', async () => {
    const from = (client: string) => post(voucher(), { [CLIENT_ADDRESS_HEADER]: client });
    for (let n = 1; n <= 10; n++) expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.9')).status).toBe(200);
  });
});
