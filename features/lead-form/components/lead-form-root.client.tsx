'use client';
// Before anything of the form kit parses with zod in the browser.
import '@/lib/browser/zod-jitless';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { LeadForm, type LeadFormProps } from './lead-form.client';

export interface LeadFormRootProps extends LeadFormProps {
  /** The form kit's own messages only (the `LeadForm` namespace). */
  intl: ClientIntl;
  /** The form definition the server read, so the form renders with its fields and no spinner. */
  prefetched: DehydratedState;
}

/** The form with what it needs around it: its messages, TanStack Query and the server's prefetched definition. */
export function LeadFormRoot({ intl, prefetched, ...form }: LeadFormRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <LeadForm {...form} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
