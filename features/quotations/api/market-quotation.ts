import { apiJson } from '@/lib/api-client';
import type { MarketQuotation, QuotationCurrency } from '@/lib/quotations/contract';
import { isQuotationStale, QUOTATION_STALE_MS } from '../logic/staleness';

/**
 * `GET /api/quotations/market[?currency=]`: the board's latest prices. Prefetched on the server
 * (./prefetch-market-quotation.ts); the browser's hook is ./use-market-quotation.ts. No zod and no
 * @tanstack/react-query here (features/README.md): this module rides in the card's island, and the
 * route checked the service's answer.
 */

const isMarketQuotation = (answer: unknown): answer is MarketQuotation =>
  typeof answer === 'object' &&
  answer !== null &&
  'currency' in answer &&
  'items' in answer &&
  Array.isArray(answer.items) &&
  answer.items.every((item: unknown) => typeof item === 'object' && item !== null && 'type' in item && 'value' in item && typeof item.value === 'number');

const marketParser = {
  parse(answer: unknown): MarketQuotation {
    if (!isMarketQuotation(answer)) throw new TypeError('The market quotation answer is not a quotation.');
    return answer;
  },
};

export const fetchMarketQuotation = (currency?: QuotationCurrency): Promise<MarketQuotation> =>
  apiJson(`/api/quotations/market${currency ? `?currency=${currency}` : ''}`, marketParser);

export const marketQuotationQueryOptions = (currency?: QuotationCurrency) => ({
  queryKey: ['quotations', 'market', currency ?? 'default'] as const,
  queryFn: () => fetchMarketQuotation(currency),
  // The spec names no retries: the error state's refresh is the user's.
  retry: false,
  // A failed read the server handed over stays the error state until the user refreshes (spec §8).
  retryOnMount: false,
  staleTime: QUOTATION_STALE_MS,
  // Back on the tab, a board read 10 minutes ago or more is read again.
  refetchOnWindowFocus: (query: { state: { dataUpdatedAt: number } }) => isQuotationStale(query.state.dataUpdatedAt, Date.now()),
});
