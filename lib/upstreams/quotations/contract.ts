import { z } from 'zod';

/**
 * The wire formats of the three quotation services (spec discovery §3, §7; loyalty-finance §7):
 *
 * - the market quotation service (Argentine board prices): `GET {base}[/{currency}]` ->
 *   `{ status, results[] { fecha, detalle[] { tipoCotizacion, valor } } }`; without a currency it
 *   answers in pesos. A body whose `status` is not 200 is the service saying it has no quotation.
 * - the ticker's quotes: `GET {base}/quotes?symbols={proName},{proName}` -> `{ quotes[] }`, one per
 *   symbol it knows (unknown ones are left out).
 * - the member's quotation preferences (Impulso): `GET /quotation/{id}` -> the items, each
 *   `{ itemId, title, proName, checked, name }` (`name` is its category), and
 *   `PATCH /preference/user-preference/{id}` `{ itemId, checked }`; `{id}` is the base64 of the
 *   member's document.
 */

export const marketDetailSchema = z.object({
  /** The grain or product quoted, as the board names it ('Soja', 'Maíz'…). */
  tipoCotizacion: z.string().min(1),
  /** Price per tonne in the answer's currency. */
  valor: z.number().nonnegative(),
});

export const marketAnswerSchema = z.object({
  status: z.number().int(),
  results: z.array(
    z.object({
      /** The board's day, an ISO instant at midnight UTC. */
      fecha: z.iso.datetime({ offset: true }),
      detalle: z.array(marketDetailSchema),
    }),
  ),
});
export type MarketAnswer = z.input<typeof marketAnswerSchema>;

/** A TradingView-style symbol, `EXCHANGE:TICKER` ('CBOT:ZC1!', 'FX_IDC:USDBRL'). */
export const proNameSchema = z.string().regex(/^[A-Z0-9_]+:[A-Z0-9_!.]+$/, 'must be EXCHANGE:TICKER');

export const tickerQuoteSchema = z.object({
  symbol: proNameSchema,
  price: z.number().nonnegative(),
  /** Percent change since the previous close. */
  changePercent: z.number(),
  /** ISO 4217 code of the price. */
  currency: z.string().length(3),
});
export const tickerAnswerSchema = z.object({ quotes: z.array(tickerQuoteSchema) });
export type TickerAnswer = z.input<typeof tickerAnswerSchema>;

export const preferenceItemSchema = z.object({
  itemId: z.string().min(1),
  title: z.string().min(1),
  proName: proNameSchema,
  checked: z.boolean(),
  /** The item's category, which the list groups by. */
  name: z.string().min(1),
});
export const preferencesAnswerSchema = z.array(preferenceItemSchema);
export type PreferencesAnswer = z.input<typeof preferencesAnswerSchema>;

export const preferenceBodySchema = z.object({ itemId: z.string().min(1).max(64), checked: z.boolean() });
export type PreferenceBody = z.output<typeof preferenceBodySchema>;
