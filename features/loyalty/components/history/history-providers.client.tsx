'use client';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';

export interface HistoryIslandProps {
  /** The `LoyaltyHistory` messages only. */
  intl: ClientIntl;
  /** What the server read for the viewer (rows, categories), so the widget renders with it and no spinner. */
  prefetched: DehydratedState;
  /** The instant of the server's render: 'Hoje' and 'Ontem' count from it on both sides. */
  now: number;
}

/** What a history island needs around it: its messages, TanStack Query and the server's prefetched answers. */
export function HistoryProviders({ intl, prefetched, children }: Omit<HistoryIslandProps, 'now'> & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>{children}</HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
