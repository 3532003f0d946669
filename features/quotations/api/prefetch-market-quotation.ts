import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { QuotationCurrency } from '@/lib/quotations/contract';
import { marketQuotation } from '@/lib/upstreams/quotations/client';
import { marketQuotationQueryOptions } from './market-quotation';

/**
 * The board read on the server (from the data cache, 10 minutes) with the options the browser's
 * hook uses, so the card renders with its prices, or its error state, and no spinner.
 */
export async function prefetchMarketQuotation(queryClient: QueryClient, currency?: QuotationCurrency): Promise<void> {
  await queryClient.prefetchQuery({ ...marketQuotationQueryOptions(currency), queryFn: () => marketQuotation(currency) });
}
