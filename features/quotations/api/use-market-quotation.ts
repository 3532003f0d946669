import { useQuery } from '@tanstack/react-query';
import type { QuotationCurrency } from '@/lib/quotations/contract';
import { marketQuotationQueryOptions } from './market-quotation';

/** The board in the browser, with the options the server prefetched it with. */
export const useMarketQuotation = (currency?: QuotationCurrency) => useQuery(marketQuotationQueryOptions(currency));
