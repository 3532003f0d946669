import { z } from 'zod';

/**
 * What our quotation routes answer and accept (`app/api/quotations/*`), for the UI to import.
 * The services' own wire formats are in lib/upstreams/quotations/contract.ts.
 */

export const quotationCurrencies = ['USD', 'ARS'] as const;
export type QuotationCurrency = (typeof quotationCurrencies)[number];

/** One board's prices: the day and a price per product, in one currency. */
export const marketQuotationSchema = z.object({
  currency: z.enum(quotationCurrencies),
  /** The board's day, an ISO instant (midnight UTC); null when the service sent no result. */
  date: z.string().nullable(),
  items: z.array(z.object({ type: z.string(), value: z.number() })),
});
export type MarketQuotation = z.output<typeof marketQuotationSchema>;

/** `GET /api/quotations/market?currency=USD` (none: pesos). */
export const marketQuerySchema = z.object({ currency: z.enum(quotationCurrencies).optional() });

export const tickerQuoteSchema = z.object({
  symbol: z.string(),
  price: z.number(),
  changePercent: z.number(),
  currency: z.string(),
});
export type TickerQuote = z.output<typeof tickerQuoteSchema>;

/** Spec §3: "Quotation item: itemId, title, proName, checked, grouped by name". */
export const quotationItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  proName: z.string(),
  checked: z.boolean(),
  /** Its category. */
  name: z.string(),
});
export type QuotationItem = z.output<typeof quotationItemSchema>;

export const quotationPreferencesSchema = z.object({ items: z.array(quotationItemSchema) });

/** `PATCH /api/quotations/preferences` body (the spec's `{ itemId, checked }`). */
export const preferenceChangeSchema = z.object({ itemId: z.string().min(1).max(64), checked: z.boolean() });
export type PreferenceChange = z.output<typeof preferenceChangeSchema>;
