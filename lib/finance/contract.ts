import { z } from 'zod';

/**
 * The contract of our digital finance route (`POST /api/digital-finance`), for the server that
 * answers it and the browser that calls it. Field names are the spec's (section 3); the debt
 * figures carry our names (`totalDebt`, `overdueDebt`, `debtDue`) for the vendor's
 * `monsantoDebt`, `monsantoOverdueDebt`, `monsantoDebtDue` (lib/upstreams/finance/contract.ts).
 */

/**
 * The request body the spec names, `{ email, authorization }`, accepted for compatibility: the
 * identity is the session's. An e-mail that is not the session's is refused (403); the
 * authorization is never read (the server holds the service's credentials).
 */
export const digitalFinanceRequestSchema = z.object({
  email: z.string().trim().max(320).optional(),
  authorization: z.string().max(8192).optional(),
});
export type DigitalFinanceRequest = z.input<typeof digitalFinanceRequestSchema>;

const amountByCurrency = z.object({ ARS: z.number().finite(), USD: z.number().finite() });
export type AmountByCurrency = z.output<typeof amountByCurrency>;

export const digitalFinanceRecordSchema = z.object({
  cuit: z.string().regex(/^\d{11}$/),
  businessName: z.string(),
  limit: amountByCurrency,
  totalConsumed: amountByCurrency,
  /** Percent of the limit; above 100 when more than the limit was consumed. */
  totalConsumedPercentage: z.number().finite().min(0),
  available: amountByCurrency,
  availablePercentage: z.number().finite().min(0),
  totalDebt: amountByCurrency,
  overdueDebt: amountByCurrency,
  debtDue: amountByCurrency,
});
export type DigitalFinanceRecord = z.output<typeof digitalFinanceRecordSchema>;

/** The answer: the records keyed by CUIT (none: `{}`, the empty state). */
export const digitalFinanceRecordsSchema = z.record(z.string().regex(/^\d{11}$/), digitalFinanceRecordSchema);
export type DigitalFinanceRecords = z.output<typeof digitalFinanceRecordsSchema>;
