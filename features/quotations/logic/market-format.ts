import type { QuotationCurrency } from '@/lib/quotations/contract';

/**
 * Spec §9: "Market quotation value floored and formatted es-AR; date es-AR UTC". The board is
 * Argentine, so its figures read the Argentine way on every locale's page.
 */

const valueFormats = new Map<QuotationCurrency, Intl.NumberFormat>();

/** `448500.75` in ARS -> 'ARS 448.500'; the cents are dropped (floored), never rounded up. */
export function formatMarketValue(value: number, currency: QuotationCurrency): string {
  let format = valueFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('es-AR', { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    valueFormats.set(currency, format);
  }
  return format.format(Math.floor(value));
}

const dateFormat = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** The board's day as the service dates it (midnight UTC): '2026-11-27T00:00:00.000Z' -> '27/11/2026' wherever the reader is. */
export const formatMarketDate = (instant: string): string => dateFormat.format(new Date(instant));
