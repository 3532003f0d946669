import { http, HttpResponse, type PathParams } from 'msw';
import { z } from 'zod';
import { quotationCurrencies } from '@/lib/quotations/contract';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { badRequest, jsonBody, notFound } from '@/lib/sandbox/respond';
import { serviceState } from '@/lib/sandbox/store';
import { sandboxQuotationsKey } from '../config';
import { preferenceBodySchema, type PreferencesAnswer } from '../contract';
import { sandboxMarket, sandboxPreferenceItemIds, sandboxPreferences, sandboxTicker } from './seed';

const MARKET = `${SANDBOX_ORIGIN}/quotations/market`;
const TICKER = `${SANDBOX_ORIGIN}/quotations/ticker`;
const IMPULSO = `${SANDBOX_ORIGIN}/quotations/impulso`;

/** Each member's saved changes (item id -> checked), by member id. */
const choices = () => serviceState('quotations', () => new Map<string, Map<string, boolean>>());

/** The demo account whose document's base64 is the member id; every demo account with a document is a member. */
const memberOf = (id: string) => sandboxAccounts.find((account) => account.document && Buffer.from(account.document).toString('base64') === id);

const unauthorized = () => HttpResponse.json({ error: 'invalid_token', message: 'The API key is missing or unknown.' }, { status: 401 });

function forMember(params: PathParams, request: Request, answer: (memberId: string) => Response | Promise<Response>) {
  if (request.headers.get('authorization') !== `Bearer ${sandboxQuotationsKey}`) return unauthorized();
  const id = String(params.id);
  return memberOf(id) ? answer(id) : notFound('Unknown member');
}

/**
 * Stand-ins for the three quotation services (./seed.ts): the board in pesos (no currency or ARS)
 * or dollars, 404 for another currency; the ticker's quotes; and the demo members' preferences,
 * kept in the sandbox's state (401 without the sandbox's key, 404 for someone who is not a member,
 * 400 for a body that is not `{ itemId, checked }` of a known item).
 */
export const quotationsHandlers = [
  http.get(MARKET, () => HttpResponse.json(sandboxMarket(new Date()))),
  http.get(`${MARKET}/:currency`, ({ params }) => {
    const currency = z.enum(quotationCurrencies).safeParse(params.currency);
    return currency.success ? HttpResponse.json(sandboxMarket(new Date(), currency.data)) : notFound('Unknown currency');
  }),
  http.get(`${TICKER}/quotes`, ({ request }) => {
    const symbols = new URL(request.url).searchParams.get('symbols');
    if (!symbols) return badRequest('symbols is required.');
    return HttpResponse.json(sandboxTicker(new Date(), symbols.split(',')));
  }),
  http.get(`${IMPULSO}/quotation/:id`, ({ params, request }) =>
    forMember(params, request, (id) => HttpResponse.json<PreferencesAnswer>(sandboxPreferences(choices().get(id) ?? new Map()))),
  ),
  http.patch(`${IMPULSO}/preference/user-preference/:id`, ({ params, request }) =>
    forMember(params, request, async (id) => {
      const body = preferenceBodySchema.safeParse(await jsonBody(request));
      if (!body.success || !sandboxPreferenceItemIds.has(body.data.itemId)) return badRequest('Invalid preference.');
      const saved = choices();
      if (!saved.has(id)) saved.set(id, new Map());
      saved.get(id)!.set(body.data.itemId, body.data.checked);
      return HttpResponse.json(body.data);
    }),
  ),
];
