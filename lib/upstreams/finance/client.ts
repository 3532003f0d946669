import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { DigitalFinanceRecords } from '@/lib/finance/contract';
import { requestJson, UpstreamError } from '../http';
import type { FinanceSettings } from './config';
import { accountsAnswerSchema, creditSummaryAnswerSchema, customerKey, debtSummaryAnswerSchema } from './contract';

/**
 * The digital finance service (its wire format in ./contract.ts): the only code that speaks its
 * shapes. No retries here: the spec's two retries are the browser's (the route answers at once).
 */

const SERVICE = 'finance';

const call = <T>(settings: FinanceSettings, operation: string, path: string, schema: z.ZodType<T>) =>
  requestJson({
    service: SERVICE,
    operation,
    url: `${settings.baseUrl.replace(/\/+$/, '')}${path}`,
    init: { headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' } },
    schema,
    timeoutMs: settings.timeoutMs,
  });

/**
 * The customer's digital finance records, keyed by CUIT: each account's credit and debt summaries
 * read together, the vendor's debt names mapped to ours. No records (`{}`) for a customer the
 * service has no accounts for, or does not know.
 */
export async function digitalFinanceRecords(email: string, settings: FinanceSettings = env.finance): Promise<DigitalFinanceRecords> {
  const { accounts } = await call(settings, 'accounts', `/customers/${customerKey(email)}/accounts`, accountsAnswerSchema).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.failure === 'not_found') return { accounts: [] };
    throw error;
  });
  const records = await Promise.all(
    accounts.map(async ({ cuit, businessName }) => {
      const [credit, debt] = await Promise.all([
        call(settings, 'creditSummary', `/accounts/${cuit}/credit-summary`, creditSummaryAnswerSchema),
        call(settings, 'debtSummary', `/accounts/${cuit}/debt-summary`, debtSummaryAnswerSchema),
      ]);
      return [
        cuit,
        {
          cuit,
          businessName,
          limit: credit.credit,
          totalConsumed: credit.totalConsumed,
          totalConsumedPercentage: credit.totalConsumedPercentage,
          available: credit.available,
          availablePercentage: credit.availablePercentage,
          totalDebt: debt.monsantoDebt,
          overdueDebt: debt.monsantoOverdueDebt,
          debtDue: debt.monsantoDebtDue,
        },
      ] as const;
    }),
  );
  return Object.fromEntries(records);
}
