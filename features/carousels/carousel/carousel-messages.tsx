import type { ReactNode } from 'react';
import { clientIntl } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/locales';
import { CarouselIntl } from './carousel-intl-island.client';

/** Hands the carousel controls their labels, and only those: other pages ship none of them. */
export async function CarouselMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <CarouselIntl intl={await clientIntl(locale, ['Carousel'])}>{children}</CarouselIntl>;
}
