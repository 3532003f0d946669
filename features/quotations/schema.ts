import { z } from 'zod';
import { quotationCurrencies } from '@/lib/quotations/contract';

/** The `market-quotation` block: the Argentine board's prices in one currency. */
export const marketQuotationSchema = z.object({
  /** The card's heading; the feature's own ('Cotizaciones') when absent. */
  heading: z.string().min(1).optional(),
  /** USD or ARS; absent: the service's default (pesos), and its error names no currency. */
  currency: z.enum(quotationCurrencies).optional(),
});
export type MarketQuotationBlockProps = z.output<typeof marketQuotationSchema>;

/** The `quotation-ticker` block: the day's quotes of the default symbols, and a member's choice of them. */
export const quotationTickerSchema = z.object({
  /** Names the ticker's region for assistive technology; the feature's own ('Cotações') when absent. */
  heading: z.string().min(1).optional(),
});
export type QuotationTickerBlockProps = z.output<typeof quotationTickerSchema>;
