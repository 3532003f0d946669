import { z } from 'zod';

/**
 * The digital finance service's wire format, as this site calls it (the client reads its answers
 * with these schemas, the sandbox answers the same shapes). Every call carries the service's key
 * as a bearer token.
 *
 * - `GET {FINANCE_API_URL}/customers/{customer}/accounts` -> `{ accounts: [{ cuit, businessName }] }`:
 *   the CUITs a customer may see, `customer` being the base64url of their e-mail. An empty list for
 *   a customer without finance accounts; 404 for a customer the service does not know.
 * - `GET .../accounts/{cuit}/credit-summary` -> `CreditSummaryAnswer`.
 * - `GET .../accounts/{cuit}/debt-summary` -> `DebtSummaryAnswer` (the vendor's `monsanto*` names).
 */

/** A CUIT: 11 digits. */
export const cuitSchema = z.string().regex(/^\d{11}$/);

/** An amount in each currency the service keeps. */
const byCurrency = z.object({ USD: z.number().finite(), ARS: z.number().finite() });

const percentage = z.number().finite().min(0);

export const accountsAnswerSchema = z.object({
  accounts: z.array(z.object({ cuit: cuitSchema, businessName: z.string().min(1) })),
});

export const creditSummaryAnswerSchema = z.object({
  credit: byCurrency,
  totalConsumed: byCurrency,
  available: byCurrency,
  /** Of the credit; above 100 when the customer consumed more than the limit. */
  totalConsumedPercentage: percentage,
  availablePercentage: percentage,
});

export const debtSummaryAnswerSchema = z.object({
  monsantoDebt: byCurrency,
  monsantoOverdueDebt: byCurrency,
  monsantoDebtDue: byCurrency,
});

export type AccountsAnswer = z.output<typeof accountsAnswerSchema>;
export type CreditSummaryAnswer = z.output<typeof creditSummaryAnswerSchema>;
export type DebtSummaryAnswer = z.output<typeof debtSummaryAnswerSchema>;

export const customerKey = (email: string) => Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64url');
