'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { RewardsCalculator } from './rewards-calculator.client';

export interface RewardsCalculatorRootProps {
  /** The `RewardsCalculator` messages only, read on the server. */
  intl: ClientIntl;
  /** Names its controls: the same on the server and in the browser, so typed input carries over. */
  idPrefix: string;
}

/** The calculator with what it needs around it: its messages and TanStack Query for the rewards. */
export function RewardsCalculatorRoot({ intl, idPrefix }: RewardsCalculatorRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <RewardsCalculator idPrefix={idPrefix} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
