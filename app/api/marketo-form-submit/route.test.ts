// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { POST } from './route';

vi.hoisted(() => {
  process.env.MARKETO_TIMEOUT_MS = '300';
});

const SUBMIT_PATH = '/marketo/284-TRL-731/rest/v1/leads/submitForm.json';
const post = (body: unknown) =>
  POST(new Request('http://localhost/api/marketo-form-submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

const lead = (fields: Record<string, string>, formId: number | string = 1003) => ({ munchkinId: '284-TRL-731', formId, input: [{ leadFormFields: fields }] });
const usLead = (email: string) =>
  lead({ FirstName: 'Ada', LastName: 'Rivera', Email: email, Phone: '(515) 555-0142', PostalCode: '50010', State: 'IA', Crops__c: 'Corn;Soybeans', OptIn__c: 'yes' });

describe('POST /api/marketo-form-submit', () => {
  beforeEach(() => sandbox.reset());

  it('records the lead once with the typed values, then updates it on a second submit', async () => {
    const first = await post(usLead('ada.rivera@example.com'));
    expect(first.status).toBe(200);
    const { data } = await first.json();
    expect(data).toEqual({ leadId: expect.any(Number), status: 'created' });
    const [submission, ...others] = await sandbox.submissions({ email: 'ada.rivera@example.com' });
    expect(others).toHaveLength(0);
    expect(submission).toMatchObject({ formId: 1003, leadId: data.leadId });
    // Marketo's REST API wants REST names: the route translated them through describe.
    expect(submission!.fields).toMatchObject({ firstName: 'Ada', email: 'ada.rivera@example.com', postalCode: '50010', crops: 'Corn;Soybeans' });

    const again = await post(usLead('ADA.RIVERA@example.com'));
    expect((await again.json()).data).toEqual({ leadId: data.leadId, status: 'updated' });
  });

  it('refuses fields the form does not have, and sends nothing', async () => {
    const response = await post(lead({ Email: 'x@example.com', LeadScore: '100' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', details: { unknownFields: ['LeadScore'] } });
    expect(await sandbox.requests(SUBMIT_PATH)).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"munchkinId":'],
    ['an empty object', {}],
    ['no input', { munchkinId: '284-TRL-731', formId: 1003 }],
    ['two leads at once', { munchkinId: '284-TRL-731', formId: 1003, input: [{ leadFormFields: {} }, { leadFormFields: {} }] }],
    ['a value that is not a string', lead({ Email: 5 as unknown as string })],
    ['a bad munchkinId', { ...lead({ Email: 'x@example.com' }), munchkinId: 'evil.example.com/' }],
    ['a bad formId', lead({ Email: 'x@example.com' }, 'abc')],
    ['an extra property', { ...lead({ Email: 'x@example.com' }), redirect: '/' }],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^invalid_(request|json)$/) });
  });

  it('answers 413 for a body over 16 KB', async () => {
    const response = await post(lead({ Email: 'x@example.com', FirstName: 'a'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
  });

  it('answers 502 with the status message when the provider fails the submit, and does not retry it', async () => {
    await sandbox.fault({ path: SUBMIT_PATH, status: 503 });
    const response = await post(usLead('fails@example.com'));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: 'Server responded with status code: 503' });
    expect(await sandbox.requests(SUBMIT_PATH)).toHaveLength(1);
    expect(await sandbox.submissions({ email: 'fails@example.com' })).toHaveLength(0);
  });

  it('answers 504 when the submit times out', async () => {
    await sandbox.fault({ path: SUBMIT_PATH, delayMs: 2_000 });
    expect((await post(usLead('slow@example.com'))).status).toBe(504);
  });

  it('answers 502 for a malformed provider answer', async () => {
    await sandbox.fault({ path: SUBMIT_PATH, malformed: true });
    expect((await post(usLead('garbled@example.com'))).status).toBe(502);
  });

  it('answers 404 for a form the provider does not have', async () => {
    expect((await post(lead({ Email: 'x@example.com' }, 987654))).status).toBe(404);
  });
});
