'use client';
// Before anything of the widget parses with zod in the browser.
import '@/lib/browser/zod-jitless';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { ModalProvider } from '@/components/modal/modal-provider.client';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { MemberContactInfo } from './member-contact-info.client';

export interface ContactInfoRootProps {
  /** The widget's messages only (`LoyaltyContacts`, `Links`). */
  intl: ClientIntl;
  /** The member's summary, read on the server: the cards render with it and no spinner. */
  prefetched: DehydratedState;
  /** The modal's close button, in the page's language. */
  closeLabel: string;
}

/** The contacts widget with what it needs around it: its messages, TanStack Query, the prefetched summary and the one modal its 'see more' buttons open. */
export function ContactInfoRoot({ intl, prefetched, closeLabel }: ContactInfoRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <ModalProvider closeLabel={closeLabel}>
            <MemberContactInfo />
          </ModalProvider>
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
