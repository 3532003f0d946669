// @vitest-environment node
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { sandbox } from '@/tests/sandbox-control';
import { resetSharedStore } from '@/tests/shared-store';
import { POST } from './route';

vi.hoisted(() => {
  process.env.MARKETO_TIMEOUT_MS = '300';
});

const SUBMIT_PATH = '/marketo/284-TRL-731/rest/v1/leads/submitForm.json';
const post = (body: unknown) =>
  POST(new Request('http://localhost/api/marketo-form-submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

const lead = (fields: Record<string, string>, formId: number | string = 1003) => ({ munchkinId: '284-TRL-731', formId, input: [{ leadFormFields: fields }] });
const usFields = (email: string): Record<string, string> => ({
  FirstName: 'Ada',
  LastName: 'Rivera',
  Email: email,
  Phone: '(515) 555-0142',
  PostalCode: '50010',
  State: 'IA',
  Crops__c: 'Corn;Soybeans',
  OptIn__c: 'yes',
});
const usLead = (email: string) => lead(usFields(email));

const brazilianFields = (email: string): Record<string, string> => ({
  FirstName: 'Maria',
  LastName: 'Souza',
  Email: email,
  MobilePhone: '(64)99876-5432',
  CPF__c: '529.982.247-25',
  State: 'GO',
  City: 'Rio Verde',
  AreaPlantada__c: '',
  Culturas__c: 'soja',
  Consentimento__c: 'yes',
});
const argentineFields = (email: string): Record<string, string> => ({
  FirstName: 'Lucía',
  LastName: 'Fernández',
  Email: email,
  MobilePhone: '0351 15-123-4567',
  PostalCode: '5000',
  Provincia__c: 'Córdoba',
  Culturas__c: 'soja;maiz',
  Consentimento__c: 'yes',
});
const newsletterFields = (email: string): Record<string, string> => ({ Email: email, Phone: '1 (515) 555-0142', Interests__c: 'pest-alerts', LeadSource: 'Website – Newsletter' });

/** The answer to a lead the form's rules refuse: 400 with, per field, the keys of the rules it breaks; nothing reaches Marketo. */
async function refusal(formId: number, fields: Record<string, string>) {
  const response = await post(lead(fields, formId));
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body).toMatchObject({ error: 'invalid_lead', message: expect.any(String) });
  expect(await sandbox.requests(SUBMIT_PATH)).toHaveLength(0);
  return body.details.fields as Record<string, string[]>;
}

describe('POST /api/marketo-form-submit', () => {
  beforeEach(async () => {
    resetSharedStore();
    await sandbox.reset();
  });

  it('records the lead once with the typed values, and answers the same whether Marketo created or updated it', async () => {
    const first = await post(usLead('ada.rivera@example.com'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { status: 'received' } });
    const [submission, ...others] = await sandbox.submissions({ email: 'ada.rivera@example.com' });
    expect(others).toHaveLength(0);
    expect(submission).toMatchObject({ formId: 1003, status: 'created' });
    // Marketo's REST API wants REST names: the route translated them through describe.
    expect(submission!.fields).toMatchObject({ firstName: 'Ada', email: 'ada.rivera@example.com', postalCode: '50010', crops: 'Corn;Soybeans' });

    // Whether an address is already a lead is Marketo's to know, not a caller's.
    const again = await post(usLead('ADA.RIVERA@example.com'));
    expect(await again.json()).toEqual({ data: { status: 'received' } });
    expect((await sandbox.submissions({ email: 'ada.rivera@example.com' })).map((entry) => entry.status)).toEqual(['created', 'updated']);
  });

  it('refuses the lead of the issue (required fields missing, e-mail, CPF and mobile invalid) with each field’s message keys', async () => {
    expect(await refusal(1001, { FirstName: 'X', Email: 'not-an-email', CPF__c: 'abc', MobilePhone: '1' })).toEqual({
      LastName: ['required-field'],
      Email: ['email-br'],
      MobilePhone: ['mobile-br'],
      CPF__c: ['cpf-br'],
      State: ['required-field'],
      City: ['required-field'],
      Culturas__c: ['required-field'],
      Consentimento__c: ['required-checkbox'],
    });
  });

  it('passes a valid lead of each country’s form', async () => {
    for (const [formId, fields] of [
      [1001, brazilianFields('maria@example.com.br')],
      [1002, argentineFields('lucia@example.com.ar')],
      [1003, usFields('ada@example.com')],
      [1004, newsletterFields('news@example.com')],
    ] as const) {
      expect((await post(lead(fields, formId))).status).toBe(200);
    }
    expect((await sandbox.submissions({ email: 'lucia@example.com.ar' }))[0]!.fields).toMatchObject({ mobilePhone: '0351 15-123-4567' });
  });

  it('checks a field only while it shows (visibility rules), and sends it only then', async () => {
    const longCrop = 'S'.repeat(256);
    expect(await refusal(1001, { ...brazilianFields('a@example.com.br'), Culturas__c: 'soja;outra', OutraCultura__c: longCrop })).toEqual({ OutraCultura__c: ['too-long'] });
    expect((await post(lead({ ...brazilianFields('b@example.com.br'), Culturas__c: 'soja', OutraCultura__c: longCrop }, 1001))).status).toBe(200);
    expect((await sandbox.submissions({ email: 'b@example.com.br' }))[0]!.fields).not.toHaveProperty('outraCultura');
    expect((await post(lead({ ...brazilianFields('c@example.com.br'), Culturas__c: 'soja;outra', OutraCultura__c: 'Sorgo' }, 1001))).status).toBe(200);
    expect((await sandbox.submissions({ email: 'c@example.com.br' }))[0]!.fields).toMatchObject({ outraCultura: 'Sorgo' });
  });

  it.each([
    ['a CPF with letters', 1001, { CPF__c: 'abc52998224725' }, { CPF__c: ['cpf-br'] }],
    ['a CPF with a wrong check digit', 1001, { CPF__c: '529.982.247-24' }, { CPF__c: ['cpf-br'] }],
    ['a Brazilian mobile of one digit repeated', 1001, { MobilePhone: '(11)11111-1111' }, { MobilePhone: ['mobile-br'] }],
    ['an e-mail with two dots in a row', 1001, { Email: 'maria..souza@example.com' }, { Email: ['email-br'] }],
    ['a number that is not one', 1001, { AreaPlantada__c: '1e3' }, { AreaPlantada__c: ['invalid-number'] }],
    ['a state that is not on the picklist', 1001, { State: 'XX' }, { State: ['invalid-option'] }],
    ['a crop that is not on the list', 1001, { Culturas__c: 'soja;trigo' }, { Culturas__c: ['invalid-option'] }],
    ['a consent that is neither yes nor no', 1001, { Consentimento__c: 'sim' }, { Consentimento__c: ['invalid-option'] }],
    ['a name longer than the field', 1001, { FirstName: 'M'.repeat(256) }, { FirstName: ['too-long'] }],
    ['an Argentine mobile of 16 digits', 1002, { MobilePhone: '0351 15-123-4567-890' }, { MobilePhone: ['mobile-ar'] }],
    ['an Argentine mobile with a letter', 1002, { MobilePhone: '11 2345-678O' }, { MobilePhone: ['mobile-ar'] }],
    ['an Argentine postal code of 3 digits', 1002, { PostalCode: '500' }, { PostalCode: ['postal-ar'] }],
    ['an Argentine e-mail', 1002, { Email: 'lucia@example' }, { Email: ['email-ar'] }],
    ['a province that is not on the picklist', 1002, { Provincia__c: 'Montevideo' }, { Provincia__c: ['invalid-option'] }],
    ['a US ZIP Code of 4 digits', 1003, { PostalCode: '5001' }, { PostalCode: ['zip-us-length'] }],
    ['the US ZIP Code 00000', 1003, { PostalCode: '00000' }, { PostalCode: ['zip-us-invalid'] }],
    ['a US phone of 9 digits', 1003, { Phone: '(515) 555-014' }, { Phone: ['phone-us-length'] }],
    ['a US phone of one digit repeated', 1003, { Phone: '(555) 555-5555' }, { Phone: ['phone-us-invalid'] }],
    ['a US e-mail', 1003, { Email: 'ada@example' }, { Email: ['email-us'] }],
    ['a phone without the country code the form asks for', 1004, { Phone: '(515) 555-0142' }, { Phone: ['phone-us-country-code'] }],
    ['a hidden field changed', 1004, { LeadSource: 'Partner' }, { LeadSource: ['invalid-option'] }],
    ['an e-mail both invalid and too long', 1003, { Email: `${'a'.repeat(250)}@example` }, { Email: ['email-us', 'too-long'] }],
  ])('refuses %s with its message keys', async (_case, formId, change, expected) => {
    const base = { 1001: brazilianFields, 1002: argentineFields, 1003: usFields, 1004: newsletterFields }[formId]!('someone@example.com');
    expect(await refusal(formId, { ...base, ...change })).toEqual(expected);
  });

  it('sends only the fields that show, trimmed, whatever else a caller adds', async () => {
    const response = await post(lead({ ...brazilianFields('trim@example.com.br'), FirstName: '  Maria  ', OutraCultura__c: 'Sorgo' }, 1001));
    expect(response.status).toBe(200);
    const [submission] = await sandbox.submissions({ email: 'trim@example.com.br' });
    expect(submission!.fields).toMatchObject({ firstName: 'Maria' });
    expect(submission!.fields).not.toHaveProperty('outraCultura');
  });

  it('thanks a lead whose honeypot is filled as it thanks any other, and never passes it on', async () => {
    const response = await post({ ...usLead('bot@example.com'), website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'received' } });
    expect(await sandbox.requests(SUBMIT_PATH)).toHaveLength(0);
    expect(await sandbox.submissions({ email: 'bot@example.com' })).toHaveLength(0);
  });

  it('thanks a filled honeypot even when the rest of the lead is nonsense, so a bot learns nothing from the answer', async () => {
    const response = await post({ ...lead({ Email: 'x' }, 1001), website: 'x' });
    expect(response.status).toBe(200);
    expect(await sandbox.requests(SUBMIT_PATH)).toHaveLength(0);
  });

  it('passes on a lead whose honeypot is empty or only spaces', async () => {
    expect((await post({ ...usLead('person@example.com'), website: '' })).status).toBe(200);
    expect((await post({ ...usLead('person2@example.com'), website: '  ' })).status).toBe(200);
    expect(await sandbox.submissions({ email: 'person@example.com' })).toHaveLength(1);
    expect(await sandbox.submissions({ email: 'person2@example.com' })).toHaveLength(1);
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

  it('takes 10 submits a minute from one client, then answers 429 with Retry-After, sending nothing more; another client goes on', async () => {
    const from = (client: string, email: string) =>
      POST(new Request('http://localhost/api/marketo-form-submit', { method: 'POST', headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: client }, body: JSON.stringify(usLead(email)) }));
    for (let n = 1; n <= 10; n++) expect((await from('203.0.113.7', `grower${n}@example.com`)).status).toBe(200);
    const submitted = (await sandbox.requests(SUBMIT_PATH)).length;
    const refused = await from('203.0.113.7', 'grower11@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sandbox.requests(SUBMIT_PATH)).toHaveLength(submitted);
    expect((await from('198.51.100.9', 'neighbour@example.com')).status).toBe(200);
  });

  it('refuses a lead from a page of another site (403) or in a body a cross-site form can send (415), sending nothing', async () => {
    const send = (headers: Record<string, string>) =>
      POST(new Request('http://localhost/api/marketo-form-submit', { method: 'POST', headers, body: JSON.stringify(usLead('ada@example.com')) }));
    const crossSite = await send({ 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: 'cross_site_request' });
    const plainText = await send({ 'content-type': 'text/plain' });
    expect(plainText.status).toBe(415);
    expect(await plainText.json()).toMatchObject({ error: 'unsupported_media_type' });
    expect(await sandbox.requests(SUBMIT_PATH)).toHaveLength(0);
    expect((await send({ 'content-type': 'application/json', origin: 'http://localhost:3000' })).status).toBe(200);
  });
});
