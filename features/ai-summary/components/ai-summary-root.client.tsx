'use client';
import { NextIntlClientProvider } from 'next-intl';
import { ModalProvider } from '@/components/modal/modal-provider.client';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { AiSummary, type AiSummaryProps } from './ai-summary.client';

export interface AiSummaryRootProps extends AiSummaryProps {
  /** The `AiSummary` and `LocationPicker` messages, read on the server. */
  intl: ClientIntl;
}

/** The panel with what it needs around it: its messages, the location picker's modal and TanStack Query. */
export function AiSummaryRoot({ intl, ...props }: AiSummaryRootProps) {
  const closeLabel = (intl.messages.LocationPicker as { close: string }).close;
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <ModalProvider closeLabel={closeLabel}>
          <AiSummary {...props} />
        </ModalProvider>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
