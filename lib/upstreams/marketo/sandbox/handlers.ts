import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { badRequest, jsonBody, notFound } from '@/lib/sandbox/respond';
import { serviceState } from '@/lib/sandbox/store';
import { SANDBOX_MUNCHKIN_ID, sandboxMarketoCredentials } from '../config';
import {
  customObjectSyncRequestSchema,
  submitFormRequestSchema,
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  type CustomObjectResult,
  type RestAnswer,
  type SubmitFormResult,
  type TokenAnswer,
} from '../contract';
import { sandboxCustomObjects, sandboxForms, sandboxLeadFields } from './forms';

/**
 * A stand-in for one Marketo instance (munchkin 284-TRL-731), answering like Marketo does:
 * - `GET /marketo/forms/index.php/form/getForm?munchkinId&id`: the public Forms 2.0 descriptor;
 * - `/marketo/{munchkinId}/identity/oauth/token`: client-credentials tokens (401 on bad credentials);
 * - `/marketo/{munchkinId}/rest/v1/...`: REST, always HTTP 200 with `success` and `result` or
 *   `errors` (601 invalid token, 602 expired token, 609 invalid JSON, 1003 invalid data, 1013 not found);
 * - `/_control/marketo/...`: what tests read back (submissions) or provoke (token expiry).
 */

const TOKEN_LIFETIME_S = 3_599;

interface Lead {
  id: number;
  fields: Record<string, string>;
}

interface Submission {
  munchkinId: string;
  formId: number;
  leadId: number;
  status: 'created' | 'updated';
  /** As submitted: REST field names. */
  fields: Record<string, string>;
  time: string;
}

interface MarketoState {
  tokens: Map<string, { munchkinId: string; expiresAt: number }>;
  /** Leads by lower-cased e-mail: Marketo's default dedupe. */
  leads: Map<string, Lead>;
  nextLeadId: number;
  submissions: Submission[];
  /** Records by object name, then by dedupe value. */
  customObjects: Map<string, Map<string, { marketoGUID: string; fields: Record<string, unknown> }>>;
}

const state = () =>
  serviceState<MarketoState>('marketo', () => ({ tokens: new Map(), leads: new Map(), nextLeadId: 41_001, submissions: [], customObjects: new Map() }));

const restFieldNames = new Set(sandboxLeadFields.map((field) => field.rest.name));

const restError = (code: string, message: string) => HttpResponse.json<RestAnswer<never>>({ requestId: requestId(), success: false, errors: [{ code, message }] });
const restResult = <T>(result: T[]) => HttpResponse.json<RestAnswer<T>>({ requestId: requestId(), result, success: true });
const requestId = () => `${Math.floor(Math.random() * 0xffff).toString(16)}#${Date.now().toString(16)}`;

/**
 * The REST token check: answers the refusal Marketo would give, or null when the call may go on.
 * Marketo accepts the token as a bearer header or an `access_token` parameter.
 */
function tokenRefusal(request: Request, munchkinId: string): Response | null {
  const header = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = header ?? new URL(request.url).searchParams.get('access_token');
  if (!token) return restError('600', 'Access token not specified');
  const known = state().tokens.get(token);
  if (!known || known.munchkinId !== munchkinId) return restError(TOKEN_INVALID, 'Access token invalid');
  if (known.expiresAt <= Date.now()) return restError(TOKEN_EXPIRED, 'Access token expired');
  return null;
}

/** A REST endpoint of the sandbox instance: unknown munchkins are a 404, then the token is checked. */
function rest(method: 'get' | 'post', path: string, answer: (request: Request, params: Record<string, string>) => Promise<Response> | Response) {
  return http[method](`${SANDBOX_ORIGIN}/marketo/:munchkinId/rest/v1${path}`, async ({ request, params }) => {
    const munchkinId = String(params.munchkinId);
    if (munchkinId !== SANDBOX_MUNCHKIN_ID) return notFound('No such Marketo instance.');
    return tokenRefusal(request, munchkinId) ?? answer(request, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
  });
}

function submitLead(munchkinId: string, formId: number, fields: Record<string, string>): SubmitFormResult {
  const unknown = Object.keys(fields).filter((name) => !restFieldNames.has(name));
  if (unknown.length > 0) return { status: 'skipped', reasons: unknown.map((name) => ({ code: '1006', message: `Field '${name}' not found` })) };
  const email = fields.email?.trim().toLowerCase();
  if (!email) return { status: 'skipped', reasons: [{ code: '1003', message: 'Value for required field \'email\' not specified' }] };
  const marketo = state();
  const existing = marketo.leads.get(email);
  const lead = existing ?? { id: marketo.nextLeadId++, fields: {} };
  lead.fields = { ...lead.fields, ...fields };
  marketo.leads.set(email, lead);
  const status = existing ? 'updated' : 'created';
  marketo.submissions.push({ munchkinId, formId, leadId: lead.id, status, fields, time: new Date().toISOString() });
  return { id: lead.id, status };
}

function syncRecord(objectName: string, record: Record<string, unknown>, seq: number, action: string): CustomObjectResult {
  const type = sandboxCustomObjects.get(objectName)!;
  const [dedupeField] = type.dedupeFields as [string];
  const unknown = Object.keys(record).filter((name) => !type.fields.some((field) => field.name === name && (field.updateable !== false || name === dedupeField)));
  if (unknown.length > 0) return { seq, status: 'skipped', reasons: unknown.map((name) => ({ code: '1006', message: `Field '${name}' not found` })) };
  const key = record[dedupeField];
  if (key === undefined || key === null || key === '') {
    return { seq, status: 'skipped', reasons: [{ code: '1003', message: `Value for required field '${dedupeField}' not specified` }] };
  }
  const marketo = state();
  const records = marketo.customObjects.get(objectName) ?? new Map();
  marketo.customObjects.set(objectName, records);
  const existing = records.get(String(key));
  if (existing && action === 'createOnly') return { seq, status: 'skipped', reasons: [{ code: '1005', message: 'Custom object already exists' }] };
  if (!existing && action === 'updateOnly') return { seq, status: 'skipped', reasons: [{ code: '1013', message: 'Custom object not found' }] };
  const saved = { marketoGUID: existing?.marketoGUID ?? crypto.randomUUID(), fields: { ...existing?.fields, ...record } };
  records.set(String(key), saved);
  return { seq, status: existing ? 'updated' : 'created', marketoGUID: saved.marketoGUID };
}

export const marketoHandlers = [
  http.get(`${SANDBOX_ORIGIN}/marketo/forms/index.php/form/getForm`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const munchkinId = query.get('munchkinId');
    const formId = Number(query.get('id'));
    if (!munchkinId || !Number.isInteger(formId) || formId <= 0) return badRequest('munchkinId and id are required.');
    const form = munchkinId === SANDBOX_MUNCHKIN_ID ? sandboxForms.get(formId) : undefined;
    return form ? HttpResponse.json(form) : notFound('No such form.');
  }),

  http.all(`${SANDBOX_ORIGIN}/marketo/:munchkinId/identity/oauth/token`, ({ request, params }) => {
    if (params.munchkinId !== SANDBOX_MUNCHKIN_ID) return notFound('No such Marketo instance.');
    const query = new URL(request.url).searchParams;
    if (query.get('grant_type') !== 'client_credentials') {
      return HttpResponse.json({ error: 'invalid_request', error_description: 'Missing grant type' }, { status: 400 });
    }
    if (query.get('client_id') !== sandboxMarketoCredentials.clientId || query.get('client_secret') !== sandboxMarketoCredentials.clientSecret) {
      return HttpResponse.json({ error: 'unauthorized', error_description: 'Bad client credentials' }, { status: 401 });
    }
    const token = `${crypto.randomUUID()}:ab`;
    state().tokens.set(token, { munchkinId: SANDBOX_MUNCHKIN_ID, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
    return HttpResponse.json<TokenAnswer>({ access_token: token, token_type: 'bearer', expires_in: TOKEN_LIFETIME_S, scope: 'api-user@terralis.example' });
  }),

  rest('get', '/leads/describe.json', () => restResult(sandboxLeadFields)),

  rest('post', '/leads/submitForm.json', async (request, { munchkinId }) => {
    const body = await jsonBody(request);
    if (body === undefined) return restError('609', 'Invalid JSON');
    const parsed = submitFormRequestSchema.safeParse(body);
    if (!parsed.success) return restError('1003', 'Invalid data: formId and input with leadFormFields are required');
    if (!sandboxForms.has(parsed.data.formId)) return restError('1013', `Form ${parsed.data.formId} not found`);
    return restResult(parsed.data.input.map(({ leadFormFields }) => submitLead(munchkinId!, parsed.data.formId, leadFormFields)));
  }),

  rest('get', '/customobjects/:objectName/describe.json', (_, { objectName }) => {
    const description = sandboxCustomObjects.get(objectName!);
    return description ? restResult([description]) : restError('1013', `Custom object '${objectName}' not found`);
  }),

  rest('post', '/customobjects/:objectName', async (request, { objectName }) => {
    const name = objectName!.replace(/\.json$/, '');
    if (!sandboxCustomObjects.has(name)) return restError('1013', `Custom object '${name}' not found`);
    const body = await jsonBody(request);
    if (body === undefined) return restError('609', 'Invalid JSON');
    const parsed = customObjectSyncRequestSchema.safeParse(body);
    if (!parsed.success) return restError('1003', 'Invalid data: input must list between 1 and 300 records');
    return restResult(parsed.data.input.map((record, seq) => syncRecord(name, record, seq, parsed.data.action)));
  }),

  /** `?munchkinId&formId&email` (all optional, e-mail case-insensitive): the form submissions, oldest first. */
  http.get(`${SANDBOX_ORIGIN}/_control/marketo/submissions`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const munchkinId = query.get('munchkinId');
    const formId = query.get('formId');
    const email = query.get('email')?.toLowerCase();
    return HttpResponse.json(
      state().submissions.filter(
        (submission) =>
          (!munchkinId || submission.munchkinId === munchkinId) &&
          (!formId || submission.formId === Number(formId)) &&
          (!email || submission.fields.email?.toLowerCase() === email),
      ),
    );
  }),

  /** A custom object's records, as they are now: `[{ marketoGUID, fields }]`. */
  http.get(`${SANDBOX_ORIGIN}/_control/marketo/custom-objects/:objectName`, ({ params }) =>
    HttpResponse.json([...(state().customObjects.get(String(params.objectName))?.values() ?? [])]),
  ),

  /** Every token issued so far expires now: the next REST call gets 602. */
  http.post(`${SANDBOX_ORIGIN}/_control/marketo/expire-tokens`, () => {
    for (const token of state().tokens.values()) token.expiresAt = 0;
    return new HttpResponse(null, { status: 204 });
  }),
];
