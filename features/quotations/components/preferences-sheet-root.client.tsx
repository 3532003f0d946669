'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { PreferencesSheet, type PreferencesSheetProps } from './preferences-sheet.client';

/** The preference sheet with what it needs around it (its messages, TanStack Query): the module 'Alterar cotações' loads on its first press. */
export function PreferencesSheetRoot({ intl, ...sheet }: PreferencesSheetProps & { intl: ClientIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <PreferencesSheet {...sheet} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
