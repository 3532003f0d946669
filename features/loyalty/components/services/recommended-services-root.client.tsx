'use client';
// Before anything of the widget parses with zod in the browser.
import '@/lib/browser/zod-jitless';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { RecommendedServices, type RecommendedServicesProps } from './recommended-services.client';

export interface RecommendedServicesRootProps extends RecommendedServicesProps {
  /** The widget's messages only (`LoyaltyServices`, `Links`). */
  intl: ClientIntl;
  /** The member's summary and page 1 of the services, read on the server: the widget renders with them and no spinner. */
  prefetched: DehydratedState;
}

/** The services widget with what it needs around it: its messages, TanStack Query and the server's prefetched data. */
export function RecommendedServicesRoot({ intl, prefetched, ...widget }: RecommendedServicesRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <RecommendedServices {...widget} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
