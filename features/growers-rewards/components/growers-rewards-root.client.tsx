'use client';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { GrowersRewards } from './growers-rewards.client';

export interface GrowersRewardsRootProps {
  /** The `GrowersRewards` messages only, read on the server. */
  intl: ClientIntl;
  /** The programme the server read for the viewer (or its failure). */
  prefetched: DehydratedState;
  startEarningHref: string;
  /**
   * For the island, not the widget: the server's panel needs the code as soon as it is on screen
   * (the requirements' tabs, a failure's Refresh); the other panels are text and links.
   */
  needsCodeAtOnce: boolean;
}

/** The widget with what it needs around it: its messages, TanStack Query and the server's prefetched answer. */
export function GrowersRewardsRoot({ intl, prefetched, startEarningHref }: GrowersRewardsRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <GrowersRewards startEarningHref={startEarningHref} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
