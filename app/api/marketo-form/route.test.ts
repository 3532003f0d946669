// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { GET } from './route';

const FORM_PATH = '/marketo/forms/index.php/form/getForm';
const get = (query: string) => GET(new Request(`http://localhost/api/marketo-form?${query}`));

describe('GET /api/marketo-form', () => {
  beforeEach(() => sandbox.reset());

  it('answers the form definition under data, reshaped from the provider', async () => {
    const response = await get('munchkinId=284-TRL-731&formId=1001');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=300');
    const { data } = await response.json();
    expect(data).toMatchObject({ id: 1001, submitLabel: expect.any(String) });
    const names = JSON.stringify(data.rows);
    for (const name of ['FirstName', 'Email', 'MobilePhone', 'CPF__c', 'State', 'Culturas__c', 'Consentimento__c']) expect(names).toContain(`"name":"${name}"`);
  });

  it.each([
    ['', 'nothing'],
    ['formId=1001', 'no munchkinId'],
    ['munchkinId=284-TRL-731', 'no formId'],
    ['munchkinId=../../etc&formId=1001', 'a munchkinId that is not one'],
    ['munchkinId=284-TRL-731&formId=abc', 'a formId that is not a number'],
    ['munchkinId=284-TRL-731&formId=-4', 'a negative formId'],
    ['munchkinId=284-TRL-731&formId=1001&debug=1', 'an unknown parameter'],
  ])('answers 400 with a JSON error for %s (%s)', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers 404 for a form the provider does not have', async () => {
    expect((await get('munchkinId=284-TRL-731&formId=987654')).status).toBe(404);
  });

  it('retries a failing provider 3 times, then answers 502 with the status message', async () => {
    await sandbox.fault({ path: FORM_PATH, query: { id: '990001' }, status: 503, times: 0 });
    const response = await get('munchkinId=284-TRL-731&formId=990001');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream_error', message: 'Server responded with status code: 503' });
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(4);
  });

  it('recovers when a retry succeeds', async () => {
    await sandbox.fault({ path: FORM_PATH, query: { id: '1002' }, status: 500, times: 2 });
    const response = await get('munchkinId=284-TRL-731&formId=1002');
    expect(response.status).toBe(200);
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(3);
  });

  it('answers 502 for a body that is not JSON', async () => {
    await sandbox.fault({ path: FORM_PATH, query: { id: '990002' }, malformed: true, times: 0 });
    const response = await get('munchkinId=284-TRL-731&formId=990002');
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).not.toMatch(/at .*\.ts/);
  });
});
