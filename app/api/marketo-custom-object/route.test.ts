// @vitest-environment node
import type { Session } from '@/lib/auth/session';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { sandbox } from '@/tests/sandbox-control';
import { resetSharedStore } from '@/tests/shared-store';
import { POST } from './route';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const SYNC_PATH = '/marketo/284-TRL-731/rest/v1/customobjects/farmProfile_c.json';
const post = (body: unknown) =>
  POST(new Request('http://localhost/api/marketo-custom-object', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }));
const sync = (input: unknown[], overrides: Record<string, unknown> = {}) => ({
  action: 'createOrUpdate',
  customObjectName: 'farmProfile_c',
  munchkinId: '284-TRL-731',
  input,
  ...overrides,
});
const outcomesOf = async (body: unknown) => {
  const response = await post(body);
  expect(response.status).toBe(200);
  return (await response.json()).data as { seq: number; status: string; marketoGUID?: string; reasons?: { code: string; message: string }[] }[];
};

/** The farm profiles as the sandbox's Marketo holds them. */
async function farmProfiles() {
  const response = await sandboxFetch(`${SANDBOX_ORIGIN}/_control/marketo/custom-objects/farmProfile_c`);
  return ((await response.json()) as { fields: Record<string, unknown> }[]).map((record) => record.fields);
}

/** The CPF of Maria (valid, with check digits) and of someone else. */
const MARIA = '52998224725';
const OTHER = '11144477735';
const signedInAs = (document: string | undefined) => {
  session.current = { sid: 'session-test', sub: 'sbx-test', email: 'someone@example.com.br', accessToken: 'token', ...(document && { document }) };
};

describe('POST /api/marketo-custom-object', () => {
  beforeEach(async () => {
    resetSharedStore();
    await sandbox.reset();
    session.current = null;
  });

  it('takes 10 writes a minute from one client, then answers 429', async () => {
    const from = (client: string) =>
      POST(new Request('http://localhost/api/marketo-custom-object', { method: 'POST', headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: client }, body: '{}' }));
    for (let n = 1; n <= 10; n++) expect((await from('203.0.113.7')).status).toBe(400);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.9')).status).toBe(400);
  });

  it('lets anyone create a record, signed out too', async () => {
    const [created] = await outcomesOf(sync([{ cpf: MARIA, farmName: 'Fazenda Boa Vista', hectares: 1200 }]));
    expect(created).toMatchObject({ seq: 0, status: 'created', marketoGUID: expect.any(String) });
    expect(await farmProfiles()).toEqual([{ cpf: MARIA, farmName: 'Fazenda Boa Vista', hectares: 1200 }]);
  });

  it('refuses to change an existing record for a caller who is signed out, and leaves it as it was', async () => {
    signedInAs(MARIA);
    await outcomesOf(sync([{ cpf: MARIA, farmName: 'Fazenda Boa Vista', hectares: 1200 }]));
    session.current = null;

    const [refused] = await outcomesOf(sync([{ cpf: MARIA, farmName: 'Fazenda do Invasor', hectares: 1 }]));
    expect(refused).toMatchObject({ seq: 0, status: 'skipped', reasons: [expect.objectContaining({ code: 'owner_session_required' })] });
    expect(await farmProfiles()).toEqual([{ cpf: MARIA, farmName: 'Fazenda Boa Vista', hectares: 1200 }]);
  });

  it('refuses to change another farmer’s record for someone signed in, masked CPF or not', async () => {
    await outcomesOf(sync([{ cpf: MARIA, farmName: 'Fazenda Boa Vista' }]));
    signedInAs(OTHER);
    for (const cpf of [MARIA, '529.982.247-25']) {
      const [refused] = await outcomesOf(sync([{ cpf, farmName: 'Fazenda do Invasor' }]));
      expect(refused).toMatchObject({ status: 'skipped', reasons: [expect.objectContaining({ code: 'owner_session_required' })] });
    }
    expect(await farmProfiles()).toEqual([{ cpf: MARIA, farmName: 'Fazenda Boa Vista' }]);
  });

  it('lets the owner, signed in, update the record keyed by their own document', async () => {
    const [created] = await outcomesOf(sync([{ cpf: MARIA, farmName: 'Fazenda Boa Vista', hectares: 1200 }]));
    signedInAs(MARIA);
    const [updated] = await outcomesOf(sync([{ cpf: '529.982.247-25', hectares: 1300 }]));
    expect(updated).toMatchObject({ status: 'updated', marketoGUID: created!.marketoGUID });
    expect(await farmProfiles()).toEqual([{ cpf: MARIA, farmName: 'Fazenda Boa Vista', hectares: 1300 }]);
  });

  it('answers each record of a batch in the caller’s order: the own one updated, someone else’s refused, a new one created', async () => {
    await outcomesOf(sync([{ cpf: MARIA, farmName: 'A' }, { cpf: OTHER, farmName: 'B' }]));
    signedInAs(MARIA);
    const outcomes = await outcomesOf(sync([{ cpf: OTHER, farmName: 'B2' }, { cpf: MARIA, farmName: 'A2' }, { cpf: '12345678909', farmName: 'C' }]));
    expect(outcomes).toEqual([
      expect.objectContaining({ seq: 0, status: 'skipped', reasons: [expect.objectContaining({ code: 'owner_session_required' })] }),
      expect.objectContaining({ seq: 1, status: 'updated' }),
      expect.objectContaining({ seq: 2, status: 'created' }),
    ]);
    expect(await farmProfiles()).toEqual([
      { cpf: MARIA, farmName: 'A2' },
      { cpf: OTHER, farmName: 'B' },
      { cpf: '12345678909', farmName: 'C' },
    ]);
  });

  it('keys a CPF by its digits, so a masked and a bare one are the same record', async () => {
    await outcomesOf(sync([{ cpf: '529.982.247-25', farmName: 'A' }]));
    const [again] = await outcomesOf(sync([{ cpf: MARIA, farmName: 'B' }]));
    expect(again).toMatchObject({ status: 'skipped' });
    expect(await farmProfiles()).toEqual([{ cpf: MARIA, farmName: 'A' }]);
  });

  describe('a voucher (voucher_c, keyed by voucherId)', () => {
    const VOUCHER = {
      voucherId: 'V-7K2M-9QXA-0000-ZZZZ-ABCD-1234',
      email: 'maria@example.com.br',
      distributorName: 'Agro Norte Ltda.',
      distributorEmailAddress: 'vendas@agronorte.com.br',
      distributorPhysicalAddress: 'Av. Brasil 100, Rio Verde - GO',
      products: 'Product A x 2; Product B x 1',
      consent: true,
    };
    const syncVoucher = (record: Record<string, unknown>) => sync([record], { customObjectName: 'voucher_c' });
    const vouchers = async () => ((await (await sandboxFetch(`${SANDBOX_ORIGIN}/_control/marketo/custom-objects/voucher_c`)).json()) as { fields: Record<string, unknown> }[]).map((record) => record.fields);

    it('is one record after a double submit: the repeat is skipped and the first stays as it was', async () => {
      const [created] = await outcomesOf(syncVoucher(VOUCHER));
      expect(created).toMatchObject({ status: 'created', marketoGUID: expect.any(String) });
      const [repeat] = await outcomesOf(syncVoucher({ ...VOUCHER, products: 'Product A x 99' }));
      expect(repeat).toMatchObject({ status: 'skipped', reasons: [expect.objectContaining({ code: 'owner_session_required' })] });
      expect(await vouchers()).toEqual([VOUCHER]);
    });

    it('is one record when both syncs of a double submit arrive at once, for someone signed in too', async () => {
      signedInAs(MARIA);
      const outcomes = (await Promise.all([outcomesOf(syncVoucher(VOUCHER)), outcomesOf(syncVoucher(VOUCHER))])).flat();
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['created', 'skipped']);
      expect(await vouchers()).toEqual([VOUCHER]);
    });

    it('refuses a voucher without its id or with a bad e-mail or consent, and sends nothing', async () => {
      const response = await post(sync([{ ...VOUCHER, voucherId: '' }, { ...VOUCHER, distributorEmailAddress: 'vendas@agronorte', consent: 'yes' }], { customObjectName: 'voucher_c' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_record',
        details: { records: [{ seq: 0, fields: { voucherId: ['required-field'] } }, { seq: 1, fields: { distributorEmailAddress: ['invalid-email-format'], consent: ['invalid-option'] } }] },
      });
      expect(await sandbox.requests('/marketo/284-TRL-731/rest/v1/customobjects/voucher_c.json')).toHaveLength(0);
    });
  });

  it.each([
    ['a CPF with letters', { cpf: 'abc52998224725' }, { cpf: ['cpf-br'] }],
    ['a CPF with a wrong check digit', { cpf: '529.982.247-24' }, { cpf: ['cpf-br'] }],
    ['no CPF (the dedupe field)', { farmName: 'Sem CPF' }, { cpf: ['required-field'] }],
    ['an empty CPF', { cpf: ' ' }, { cpf: ['required-field'] }],
    ['an e-mail that is not one', { cpf: MARIA, email: 'maria@example' }, { email: ['invalid-email-format'] }],
    ['a state longer than its 2 characters', { cpf: MARIA, state: 'Goiás' }, { state: ['too-long'] }],
    ['hectares that are not a number', { cpf: MARIA, hectares: 'doze' }, { hectares: ['invalid-number'] }],
    ['hectares given as a boolean', { cpf: MARIA, hectares: true }, { hectares: ['invalid-number'] }],
  ])('refuses %s with the field’s message keys, and sends nothing', async (_case, record, fields) => {
    const response = await post(sync([{ cpf: OTHER }, record]));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_record', details: { records: [{ seq: 1, fields }] } });
    expect(await sandbox.requests(SYNC_PATH)).toHaveLength(0);
  });

  it('accepts the types Marketo describes: a number as text, an empty optional field', async () => {
    const [created] = await outcomesOf(sync([{ cpf: MARIA, hectares: '1200.5', email: '', city: null }]));
    expect(created).toMatchObject({ status: 'created' });
  });

  it.each([
    ['a field the object does not have', { cpf: MARIA, owner: 'x' }, ['owner']],
    ['a system field', { cpf: MARIA, marketoGUID: 'e3b0c442-98fc-1c14-9afb-f4c8996fb924' }, ['marketoGUID']],
  ])('refuses %s, and sends nothing', async (_case, record, unknownFields) => {
    const response = await post(sync([record]));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', details: { unknownFields } });
    expect(await sandbox.requests(SYNC_PATH)).toHaveLength(0);
  });

  it.each([
    ['not JSON', 'nope'],
    ['another action', sync([{ cpf: '1' }], { action: 'delete' })],
    ['no records', sync([])],
    ['more than 300 records', sync(Array.from({ length: 301 }, (_, i) => ({ cpf: String(i) })))],
    ['a nested value', sync([{ cpf: { $gt: '' } }])],
    ['a name that is not an API name', sync([{ cpf: '1' }], { customObjectName: '../leads' })],
    ['a bad munchkinId', sync([{ cpf: '1' }], { munchkinId: 'x' })],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^invalid_(request|json)$/) });
  });

  it('refuses custom objects outside the allow list without calling the provider', async () => {
    const response = await post(sync([{ cpf: '1' }], { customObjectName: 'loyaltyLedger_c' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: { customObjectName: 'loyaltyLedger_c' } });
    expect(await sandbox.requests('/marketo/284-TRL-731/rest/v1/customobjects/loyaltyLedger_c.json')).toHaveLength(0);
    expect(await sandbox.requests('/marketo/284-TRL-731/rest/v1/customobjects/loyaltyLedger_c/describe.json')).toHaveLength(0);
  });

  it('answers 502 when the provider fails', async () => {
    await sandbox.fault({ path: SYNC_PATH, status: 500 });
    const response = await post(sync([{ cpf: MARIA }]));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: 'Server responded with status code: 500' });
  });
});
