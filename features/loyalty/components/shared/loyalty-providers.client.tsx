'use client';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';

export interface LoyaltyIslandProps {
  /** The widget's own messages only (its namespaces, read on the server with `clientIntl`). */
  intl: ClientIntl;
  /**
   * The queries the server read for the viewer, so the widget renders with its data (or its error)
   * and no spinner. None for a part that loads on first use and reads when it opens (a sheet).
   */
  prefetched?: DehydratedState;
}

/**
 * What every loyalty widget's island root wraps around it: its messages, TanStack Query and the
 * server's prefetched queries. (Each root imports lib/browser/zod-jitless before anything else: it
 * must run before the modules that build zod schemas, which a root may import ahead of this one.)
 */
export function LoyaltyProviders({ intl, prefetched, children }: LoyaltyIslandProps & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        {prefetched ? <HydrationBoundary state={prefetched}>{children}</HydrationBoundary> : children}
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
