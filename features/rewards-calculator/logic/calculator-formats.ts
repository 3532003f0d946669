import { reaisText } from './calculator';

/**
 * The calculator's numbers through Intl, in the page's locale: amounts are reais (the programme is
 * Brazilian) whatever the language.
 */
export function formatAmount(digits: string, locale: string): string {
  // A decimal string keeps every digit of a 23-digit amount (Intl formats it exactly).
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(reaisText(digits) as Intl.StringNumericLiteral);
}

export const formatPoints = (points: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points);

export const formatPercent = (fraction: number, locale: string) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
