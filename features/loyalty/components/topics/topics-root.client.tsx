'use client';
// Before anything of the widget parses with zod in the browser.
import '@/lib/browser/zod-jitless';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { Topics } from './topics.client';

export interface TopicsRootProps {
  /** The widget's messages only (`LoyaltyTopics`, `Links`). */
  intl: ClientIntl;
  /** The member's contents and interests, read on the server: the cards render with them and no spinner. */
  prefetched: DehydratedState;
  heading: string;
}

/** The topics widget with what it needs around it: its messages, TanStack Query and the server's prefetched contents. */
export function TopicsRoot({ intl, prefetched, heading }: TopicsRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <Topics heading={heading} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
