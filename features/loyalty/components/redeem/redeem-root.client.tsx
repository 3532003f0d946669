'use client';
// Before anything of the flow parses with zod in the browser.
import '@/lib/browser/zod-jitless';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { RedeemFlow, type RedeemFlowProps } from './redeem-flow.client';

export interface RedeemRootProps extends RedeemFlowProps {
  /** The flow's own messages only (the `LoyaltyRedeem` namespace). */
  intl: ClientIntl;
  /** The member's summary and requests the server read, so the flow renders with them and no spinner. */
  prefetched: DehydratedState;
}

/** The redeem flow with what it needs around it: its messages, TanStack Query and the server's prefetched data. */
export function RedeemRoot({ intl, prefetched, ...flow }: RedeemRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <RedeemFlow {...flow} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
