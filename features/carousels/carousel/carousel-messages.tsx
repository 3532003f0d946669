import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/** Hands the carousel controls their labels, and only those: other pages ship none of them. */
export async function CarouselMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ Carousel: messages.Carousel }}>
      {children}
    </NextIntlClientProvider>
  );
}
