'use client';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { ClientIntl } from '@/lib/i18n/client-intl';

/** The carousel's messages for its client components (a provider of its own: the layout gives the browser none). */
export function CarouselIntl({ intl, children }: { intl: ClientIntl; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      {children}
    </NextIntlClientProvider>
  );
}
