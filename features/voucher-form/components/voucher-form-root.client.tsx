'use client';
// Before anything of the form parses with zod in the browser.
import '@/lib/browser/zod-jitless';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { VoucherForm, type VoucherFormProps } from './voucher-form.client';

export interface VoucherFormRootProps extends VoucherFormProps {
  /** The `VoucherForm` namespace, and `LeadForm` when marketing fields are configured. */
  intl: ClientIntl;
  /** The marketing fields' definition the server read, so they render at once. */
  prefetched: DehydratedState;
}

/** The voucher form with what it needs around it: its messages, TanStack Query and the prefetched definition. */
export function VoucherFormRoot({ intl, prefetched, ...form }: VoucherFormRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <HydrationBoundary state={prefetched}>
          <VoucherForm {...form} />
        </HydrationBoundary>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
