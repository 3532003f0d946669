import { useQuery } from '@tanstack/react-query';
import type { TickerQuote } from '@/lib/quotations/contract';
import { memberSymbols } from '../logic/ticker-format';
import { useQuotationPreferences } from './use-quotation-preferences';
import { tickerQuotesQueryOptions } from './ticker-quotes';

/**
 * The signed-in member's ticker: their quotation items, then the quotes of the ones they checked
 * (the defaults when none). While a change of symbols is read, the quotes shown before stay; null
 * until there are quotes to show, or when either read failed (the ticker then keeps the defaults).
 */
export function useMemberTicker(): { quotes: TickerQuote[]; titles: Record<string, string> } | null {
  const preferences = useQuotationPreferences(true);
  const items = preferences.data;
  const symbols = items ? memberSymbols(items) : [];
  const quotes = useQuery({ ...tickerQuotesQueryOptions(symbols), enabled: items !== undefined, placeholderData: (previous: TickerQuote[] | undefined) => previous });
  if (!items || !quotes.data || quotes.isError) return null;
  return { quotes: quotes.data, titles: Object.fromEntries(items.map((item) => [item.proName, item.title])) };
}
