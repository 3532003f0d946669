import type { AccountsAnswer, CreditSummaryAnswer, DebtSummaryAnswer } from '../contract';

/**
 * The sandbox's digital finance data, by the demo accounts' e-mails (lib/sandbox/demo-accounts.ts).
 * Figures are whole US dollars; the peso figures follow at one exchange rate, as one credit line
 * shown in either currency.
 */

/** Pesos per dollar in the sandbox. */
export const SANDBOX_ARS_PER_USD = 980;

interface SeedLine {
  cuit: string;
  businessName: string;
  /** Credit limit, consumed and debt (total, overdue), in USD. */
  limitUsd: number;
  consumedUsd: number;
  debtUsd: number;
  overdueUsd: number;
}

const financeCustomers: Readonly<Record<string, readonly SeedLine[]>> = {
  // Two CUITs; the second consumed more than its limit (the graph stops at 100%).
  'martina.gomez@example.com.ar': [
    { cuit: '30712345671', businessName: 'Agropecuaria Gómez S.A.', limitUsd: 250_000, consumedUsd: 156_000, debtUsd: 148_500, overdueUsd: 12_300 },
    { cuit: '30708877669', businessName: 'Estancia La Martina S.R.L.', limitUsd: 80_000, consumedUsd: 92_000, debtUsd: 92_000, overdueUsd: 18_400 },
  ],
  // The finance service knows Diego; the allow list keeps him off the page and the route.
  'diego.fernandez@example.com.ar': [{ cuit: '33712345670', businessName: 'Fernández Hnos. S.H.', limitUsd: 120_000, consumedUsd: 30_000, debtUsd: 30_000, overdueUsd: 0 }],
  // Known, with no finance accounts yet: the empty state.
  'lucia.pereyra@example.com.ar': [],
};

const inBoth = (usd: number) => ({ USD: usd, ARS: usd * SANDBOX_ARS_PER_USD });
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

const lineByCuit = new Map(Object.values(financeCustomers).flatMap((lines) => lines.map((line) => [line.cuit, line] as const)));

/** The customer's accounts, or undefined for a customer the service does not know. */
export function sandboxAccounts(email: string): AccountsAnswer | undefined {
  const lines = financeCustomers[email];
  return lines && { accounts: lines.map(({ cuit, businessName }) => ({ cuit, businessName })) };
}

export function sandboxCreditSummary(cuit: string): CreditSummaryAnswer | undefined {
  const line = lineByCuit.get(cuit);
  if (!line) return undefined;
  const availableUsd = Math.max(0, line.limitUsd - line.consumedUsd);
  return {
    credit: inBoth(line.limitUsd),
    totalConsumed: inBoth(line.consumedUsd),
    available: inBoth(availableUsd),
    totalConsumedPercentage: percentOf(line.consumedUsd, line.limitUsd),
    availablePercentage: percentOf(availableUsd, line.limitUsd),
  };
}

export function sandboxDebtSummary(cuit: string): DebtSummaryAnswer | undefined {
  const line = lineByCuit.get(cuit);
  return (
    line && {
      monsantoDebt: inBoth(line.debtUsd),
      monsantoOverdueDebt: inBoth(line.overdueUsd),
      monsantoDebtDue: inBoth(line.debtUsd - line.overdueUsd),
    }
  );
}
