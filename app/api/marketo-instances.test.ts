// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { POST as syncCustomObject } from './marketo-custom-object/route';
import { GET as describeLeadFields } from './marketo-describe/route';
import { POST as submitLead } from './marketo-form-submit/route';
import { GET as formDefinition } from './marketo-form/route';

/**
 * The four Marketo routes call only our instances (MARKETO_MUNCHKIN_IDS; the sandbox's by
 * default): the REST host is built from the munchkin id, so another one would receive our client
 * id and secret. Any other id is a 400 before anything is sent.
 */

const OTHER_INSTANCE = '666-EVL-666';
const json = (url: string, body: unknown) => new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const calls = {
  'GET /api/marketo-form': (munchkinId: string) => formDefinition(new Request(`http://localhost/api/marketo-form?munchkinId=${munchkinId}&formId=1003`)),
  'GET /api/marketo-describe': (munchkinId: string) => describeLeadFields(new Request(`http://localhost/api/marketo-describe?munchkinId=${munchkinId}`)),
  'POST /api/marketo-form-submit': (munchkinId: string) =>
    submitLead(json('http://localhost/api/marketo-form-submit', { munchkinId, formId: 1003, input: [{ leadFormFields: { Email: 'ada@example.com' } }] })),
  'POST /api/marketo-custom-object': (munchkinId: string) =>
    syncCustomObject(json('http://localhost/api/marketo-custom-object', { action: 'createOrUpdate', customObjectName: 'farmProfile_c', munchkinId, input: [{ cpf: '52998224725' }] })),
};

/** Every request the sandbox's Marketo received (the control API lists all requests for an empty path). */
const marketoRequests = async () => (await sandbox.requests('')).filter((request) => request.path.startsWith('/marketo/'));

describe('the Marketo routes and the instances they may call', () => {
  beforeEach(() => sandbox.reset());

  it.each(Object.entries(calls))('%s answers 400 to a munchkin id that is not ours, and calls no Marketo at all', async (_, call) => {
    const response = await call(OTHER_INSTANCE);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', details: { munchkinId: ['is not one of our Marketo instances'] } });
    expect(await marketoRequests()).toEqual([]);
  });

  it.each(Object.entries(calls))('%s takes our instance', async (_, call) => {
    const body = await (await call(sandbox.SANDBOX_MUNCHKIN_ID)).json();
    expect(body.details?.munchkinId).toBeUndefined();
  });
});
