import type { FinanceCurrency } from '@/lib/finance/currencies';

/**
 * How digital finance shows its figures (spec sections 5 and 9): numbers formatted en-US, whole
 * numbers without decimals, whatever the page's locale; the graph never past 100%.
 */

const FIGURE_LOCALE = 'en-US';

const amountFormats = new Map<FinanceCurrency, Intl.NumberFormat>();

/** An amount in whole units with its currency's code: 'ARS 152,880,000', 'USD 156,000'. */
export function formatFinanceAmount(amount: number, currency: FinanceCurrency): string {
  let format = amountFormats.get(currency);
  if (!format) {
    // The code, not a symbol: '$' is the peso's sign in Argentina and the dollar's in en-US.
    format = new Intl.NumberFormat(FIGURE_LOCALE, { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    amountFormats.set(currency, format);
  }
  return format.format(amount);
}

const percentFormat = new Intl.NumberFormat(FIGURE_LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** A percentage (0-100 and beyond) as a whole number: '62%', '115%'. */
export const formatFinancePercentage = (percentage: number) => percentFormat.format(percentage / 100);

/** Spec section 5: the consumed percentage is capped at 100 for the graph (the text keeps the real figure); nothing below 0. */
export function graphPercentage(consumedPercentage: number): number {
  if (!Number.isFinite(consumedPercentage)) return 0;
  return Math.min(100, Math.max(0, consumedPercentage));
}

/** A CUIT as Argentines write it: 30-71234567-1. */
export const formatCuit = (cuit: string) => (/^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit);
