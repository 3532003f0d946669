import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { tickerQuoteSchema, type TickerQuote } from '@/lib/quotations/contract';
import { QUOTATION_STALE_MS } from '../logic/staleness';

const tickerAnswerSchema = z.object({ quotes: z.array(tickerQuoteSchema) });

/**
 * `GET /api/quotations/ticker?symbols=`: the quotes of a member's chosen symbols, read in the
 * browser (./use-member-ticker.ts) by the member's ticker, whose root loads zod's jitless mode first.
 */
export async function fetchTickerQuotes(symbols: readonly string[]): Promise<TickerQuote[]> {
  return (await apiJson(`/api/quotations/ticker?${new URLSearchParams({ symbols: symbols.join(',') })}`, tickerAnswerSchema)).quotes;
}

export const tickerQuotesQueryOptions = (symbols: readonly string[]) => ({
  queryKey: ['quotations', 'ticker', symbols.join(',')] as const,
  queryFn: () => fetchTickerQuotes(symbols),
  retry: false,
  staleTime: QUOTATION_STALE_MS,
});
