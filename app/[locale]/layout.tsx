import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers.client';
import { brandFont } from '@/components/theme/font';
import { env } from '@/lib/env';
import { isLocale, localeStaticParams } from '@/lib/i18n/locales';

/** Message namespaces read by client components; the rest stays on the server. */
const clientNamespaces = ['Error'] as const;

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    metadataBase: new URL(env.site.url),
    title: { template: `%s | ${t('name')}`, default: t('name') },
    applicationName: t('name'),
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <html lang={locale} className={brandFont.variable}>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <AppProviders>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
