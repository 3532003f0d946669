// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { GET } from './route';

vi.hoisted(() => {
  // A short timeout so the timeout path is quick; read when lib/env loads.
  process.env.MARKETO_TIMEOUT_MS = '300';
});

const get = (query: string) => GET(new Request(`http://localhost/api/marketo-describe?${query}`));
const DESCRIBE_PATH = '/marketo/284-TRL-731/rest/v1/leads/describe.json';

describe('GET /api/marketo-describe', () => {
  beforeEach(() => sandbox.reset());

  // The client caches the field list, so the failure cases come first and the success last.
  it('answers 504 when the provider does not answer in time', async () => {
    await sandbox.fault({ path: DESCRIBE_PATH, delayMs: 2_000 });
    const response = await get('munchkinId=284-TRL-731');
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: 'upstream_timeout' });
  });

  it('answers 502 when the provider fails', async () => {
    await sandbox.fault({ path: DESCRIBE_PATH, status: 500 });
    expect((await get('munchkinId=284-TRL-731')).status).toBe(502);
  });

  it('answers 502 when the provider refuses our credentials', async () => {
    await sandbox.fault({ path: '/marketo/284-TRL-731/identity/oauth/token', status: 401 });
    expect((await get('munchkinId=284-TRL-731')).status).toBe(502);
  });

  it.each(['', 'munchkinId=abc', 'munchkinId=284-TRL-731&x=1'])('answers 400 for "%s"', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers the lead fields with their SOAP and REST names', async () => {
    const response = await get('munchkinId=284-TRL-731');
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result).toEqual(expect.arrayContaining([expect.objectContaining({ soap: { name: 'CPF__c' }, rest: { name: 'cPF' } })]));
    expect(result).toEqual(expect.arrayContaining([expect.objectContaining({ soap: { name: 'Email' }, rest: { name: 'email' } })]));
  });
});
