import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { notFound } from '@/lib/sandbox/respond';
import { sandboxFinanceKey } from '../config';
import { cuitSchema, type AccountsAnswer, type CreditSummaryAnswer, type DebtSummaryAnswer } from '../contract';
import { sandboxAccounts, sandboxCreditSummary, sandboxDebtSummary } from './seed';

const BASE = `${SANDBOX_ORIGIN}/finance/api`;

const unauthorized = () => HttpResponse.json({ error: 'invalid_token', message: 'The API key is missing or unknown.' }, { status: 401 });
const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${sandboxFinanceKey}`;

const emailOf = (customer: string) => {
  try {
    return Buffer.from(customer, 'base64url').toString('utf8');
  } catch {
    return '';
  }
};

/**
 * A stand-in for the digital finance service (./seed.ts): the accounts of a customer, and each
 * account's credit and debt summaries. 401 without the sandbox's key; 404 for an unknown customer
 * or CUIT.
 */
export const financeHandlers = [
  http.get(`${BASE}/customers/:customer/accounts`, ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const accounts = sandboxAccounts(emailOf(String(params.customer)));
    return accounts ? HttpResponse.json<AccountsAnswer>(accounts) : notFound('Unknown customer');
  }),
  http.get(`${BASE}/accounts/:cuit/credit-summary`, ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const summary = cuitSchema.safeParse(params.cuit).success ? sandboxCreditSummary(String(params.cuit)) : undefined;
    return summary ? HttpResponse.json<CreditSummaryAnswer>(summary) : notFound('Unknown CUIT');
  }),
  http.get(`${BASE}/accounts/:cuit/debt-summary`, ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const summary = cuitSchema.safeParse(params.cuit).success ? sandboxDebtSummary(String(params.cuit)) : undefined;
    return summary ? HttpResponse.json<DebtSummaryAnswer>(summary) : notFound('Unknown CUIT');
  }),
];
