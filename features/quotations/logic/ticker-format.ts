import { defaultTickerSymbols, type DefaultSymbolKey } from '@/lib/quotations/symbols';
import type { TickerQuote } from '@/lib/quotations/contract';

/** A quote as the ticker shows it: the words and figures, formatted for the page's locale. */
export interface TickerEntry {
  symbol: string;
  title: string;
  price: string;
  change: string;
  direction: 'up' | 'down' | 'flat';
}

/** Spec §9: the ticker's symbols for everyone (and for a member who has chosen none). */
export const defaultSymbols = (): string[] => defaultTickerSymbols.map((symbol) => symbol.proName);

/** The symbols a member's ticker shows: the ones they checked, in their order; the defaults when they checked none. */
export function memberSymbols(items: readonly { proName: string; checked: boolean }[]): string[] {
  const checked = items.filter((item) => item.checked).map((item) => item.proName);
  return checked.length > 0 ? checked : defaultSymbols();
}

/** The default symbols' titles, by symbol, from the words of each (`Quotations.ticker.symbols`). */
export const defaultTitles = (titleOf: (key: DefaultSymbolKey) => string): Record<string, string> =>
  Object.fromEntries(defaultTickerSymbols.map(({ key, proName }) => [proName, titleOf(key)]));

/** Quotes as ticker entries: price in its currency and the change as a signed percent, in `locale`; a quote without a title shows its symbol. */
export function tickerEntries(quotes: readonly TickerQuote[], titles: Readonly<Record<string, string>>, locale: string): TickerEntry[] {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return quotes.map((quote) => ({
    symbol: quote.symbol,
    title: titles[quote.symbol] ?? quote.symbol,
    price: new Intl.NumberFormat(locale, { style: 'currency', currency: quote.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(quote.price),
    change: percent.format(quote.changePercent / 100),
    direction: quote.changePercent > 0 ? 'up' : quote.changePercent < 0 ? 'down' : 'flat',
  }));
}
