'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { RewardsListing, type RewardsListingProps } from './rewards-listing.client';

export interface RewardsListingRootProps extends RewardsListingProps {
  /** The `RewardsCalculator` messages only, read on the server. */
  intl: ClientIntl;
  /** The first page the server read (16), or its failure, so the listing renders with it and no spinner. */
  prefetched: DehydratedState;
}

/** The listing with what it needs around it: its messages, TanStack Query and the server's first page. */
export function RewardsListingRoot({ intl, prefetched, ...listing }: RewardsListingRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <RewardsListing {...listing} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
