'use client';

import type { QuotationCurrency } from '@/lib/quotations/contract';
import { useMarketQuotation } from '../api/use-market-quotation';
import { MarketQuotationView, type MarketQuotationState } from './market-quotation-view';

/** The card over its query: the server's answer first, then the browser's refetches (the refresh, a stale board). */
export function MarketQuotation({ currency }: { currency?: QuotationCurrency }) {
  const query = useMarketQuotation(currency);
  const state: MarketQuotationState = query.isSuccess
    ? { kind: 'ready', quotation: query.data }
    : query.isError
      ? { kind: 'error', refresh: () => void query.refetch(), refreshing: query.isFetching }
      : { kind: 'loading' };
  return <MarketQuotationView state={state} currency={currency} />;
}
