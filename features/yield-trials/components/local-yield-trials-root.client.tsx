'use client';
import { NextIntlClientProvider } from 'next-intl';
import { ModalProvider } from '@/components/modal/modal-provider.client';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { LocalYieldTrials, type LocalYieldTrialsProps } from './local-yield-trials.client';

export interface LocalYieldTrialsRootProps extends LocalYieldTrialsProps {
  /** The `YieldTrials` and `LocationPicker` messages, read on the server. */
  intl: ClientIntl;
}

/** The module with what it needs around it: its messages, the location picker's modal and TanStack Query. */
export function LocalYieldTrialsRoot({ intl, ...props }: LocalYieldTrialsRootProps) {
  const closeLabel = (intl.messages.LocationPicker as { close: string }).close;
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <ModalProvider closeLabel={closeLabel}>
          <LocalYieldTrials {...props} />
        </ModalProvider>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
