'use client';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { DigitalFinance } from './digital-finance.client';

export interface DigitalFinanceRootProps {
  /** The `DigitalFinance` messages only, read on the server. */
  intl: ClientIntl;
  /** The records the server read for the viewer; without them the widget asks our route. */
  prefetched: DehydratedState;
  /** Names the wrapper's controls, the same on the server and in the browser (the block's node id). */
  controlsId: string;
}

/** The wrapper with what it needs around it: its messages, TanStack Query and the server's prefetched records. */
export function DigitalFinanceRoot({ intl, prefetched, controlsId }: DigitalFinanceRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <DigitalFinance controlsId={controlsId} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
