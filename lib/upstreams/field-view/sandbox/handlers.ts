import { http, HttpResponse } from 'msw';
import { escapeHtml, html, sandboxHtmlPage } from '@/lib/sandbox/html-page';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { badRequest, jsonBody } from '@/lib/sandbox/respond';
import { serviceState } from '@/lib/sandbox/store';
import { sandboxFieldViewClientId } from '../config';
import {
  linkRequestSchema,
  PARTNER_AUTHORIZATION_HEADER,
  yearsRequestSchema,
  type DashboardAnswer,
  type LinkAnswer,
  type SyncAnswer,
  type UserInfoAnswer,
} from '../contract';
import { sandboxDashboard, sandboxSyncStatus, scenarioOf } from './seed';

const BASE = `${SANDBOX_ORIGIN}/field-view/api`;
const TOKEN_PREFIX = 'sandbox-fv.';

/** The sandbox's authorization names the account's e-mail, so a reset sandbox still knows whose it is. */
const authorizationOf = (email: string) => `${TOKEN_PREFIX}${Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64url')}`;

function emailOf(request: Request): string | null {
  const authorization = request.headers.get(PARTNER_AUTHORIZATION_HEADER);
  if (!authorization?.startsWith(TOKEN_PREFIX)) return null;
  const email = Buffer.from(authorization.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8');
  return email.includes('@') ? email : null;
}

const unauthorized = () => HttpResponse.json({ error: 'invalid_authorization', message: 'The partner authorization is missing or unknown.' }, { status: 401 });

/** How many times each account has been synced since the sandbox started. */
const syncCalls = () => serviceState('field-view', () => new Map<string, number>());

async function yearsOf(request: Request) {
  return yearsRequestSchema.safeParse(await jsonBody(request));
}

/**
 * A stand-in for the field-data partner (./seed.ts): links an account to our client id, syncs and
 * reads its dashboard, tells its user id; 401 without an authorization it issued. Its
 * field-selection site, which the connect page links to, is one page.
 */
export const fieldViewHandlers = [
  http.post(`${BASE}/accounts/link`, async ({ request }) => {
    const body = linkRequestSchema.safeParse(await jsonBody(request));
    if (!body.success) return badRequest('client_id and email are required');
    if (body.data.client_id !== sandboxFieldViewClientId) return HttpResponse.json({ error: 'invalid_client', message: 'Unknown client id.' }, { status: 401 });
    return HttpResponse.json<LinkAnswer>({ authorization: authorizationOf(body.data.email) });
  }),
  http.post(`${BASE}/dashboard-sync`, async ({ request }) => {
    const email = emailOf(request);
    if (!email) return unauthorized();
    if (!(await yearsOf(request)).success) return badRequest('years are required');
    const calls = (syncCalls().get(email) ?? 0) + 1;
    syncCalls().set(email, calls);
    return HttpResponse.json<SyncAnswer>({ status: sandboxSyncStatus(scenarioOf(email), calls) });
  }),
  http.post(`${BASE}/dashboard`, async ({ request }) => {
    const email = emailOf(request);
    if (!email) return unauthorized();
    const body = await yearsOf(request);
    if (!body.success) return badRequest('years are required');
    return HttpResponse.json<DashboardAnswer>(sandboxDashboard(scenarioOf(email), body.data.years));
  }),
  http.post(`${BASE}/user-info`, ({ request }) => {
    const email = emailOf(request);
    if (!email) return unauthorized();
    return HttpResponse.json<UserInfoAnswer>({ user_id: `fv-${Buffer.from(email, 'utf8').toString('hex').slice(0, 16)}` });
  }),
  http.get(`${SANDBOX_ORIGIN}/field-view/field-selection`, ({ request }) => {
    const clientId = new URL(request.url).searchParams.get('client_id') ?? '';
    return html(
      sandboxHtmlPage({
        lang: 'es-AR',
        title: 'Selección de campos (sandbox)',
        body: `<main>\n  <h1>Seleccioná tus campos</h1>\n  <p>Esta página reemplaza al sitio de selección de campos del socio de datos de campo (cliente ${escapeHtml(clientId)}).</p>\n</main>`,
      }),
    );
  }),
];
