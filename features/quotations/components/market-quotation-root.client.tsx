'use client';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { QuotationCurrency } from '@/lib/quotations/contract';
import { MarketQuotation } from './market-quotation.client';

export interface MarketQuotationRootProps {
  /** The `Quotations` messages only, read on the server. */
  intl: ClientIntl;
  /** The board the server read (or its failure). */
  prefetched: DehydratedState;
  currency?: QuotationCurrency;
}

/** The card with what it needs around it: its messages, TanStack Query and the server's answer. */
export function MarketQuotationRoot({ intl, prefetched, currency }: MarketQuotationRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <MarketQuotation currency={currency} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
