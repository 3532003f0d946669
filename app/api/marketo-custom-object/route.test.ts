// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { POST } from './route';

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

describe('POST /api/marketo-custom-object', () => {
  beforeEach(() => sandbox.reset());

  it('creates a record, then updates it by its dedupe field', async () => {
    const record = { cpf: '52998224725', farmName: 'Fazenda Boa Vista', hectares: 1200 };
    const created = await post(sync([record]));
    expect(created.status).toBe(200);
    const [first] = (await created.json()).data;
    expect(first).toMatchObject({ seq: 0, status: 'created', marketoGUID: expect.any(String) });
    const [second] = (await (await post(sync([{ ...record, hectares: 1300 }]))).json()).data;
    expect(second).toMatchObject({ status: 'updated', marketoGUID: first.marketoGUID });
  });

  it('passes on per-record refusals', async () => {
    const [result] = (await (await post(sync([{ farmName: 'Sem CPF' }]))).json()).data;
    expect(result).toMatchObject({ status: 'skipped', reasons: [expect.objectContaining({ code: '1003' })] });
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
  });

  it('answers 502 when the provider fails', async () => {
    await sandbox.fault({ path: SYNC_PATH, status: 500 });
    const response = await post(sync([{ cpf: '52998224725' }]));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: 'Server responded with status code: 500' });
  });
});
