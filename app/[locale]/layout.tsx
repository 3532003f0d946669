import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers.client';
import { PageErrorTextProvider } from '@/components/providers/page-error-text.client';
import { brandFont } from '@/components/theme/font';
import { env } from '@/lib/env';
import { isLocale, localeStaticParams } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

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
  // No message catalogue goes to the browser: client code gets its words as props, the error page
  // through this context, and a feature that formats messages in the browser ships its own namespace.
  const t = await getTranslations({ locale, namespace: 'Error' });
  const errorText = { title: t('title'), description: t('description'), retry: t('retry'), backHome: t('backHome'), homeHref: getPathname({ locale, href: '/' }) };
  return (
    <html lang={locale} className={brandFont.variable}>
      <body>
        <AppProviders>
          <PageErrorTextProvider text={errorText}>{children}</PageErrorTextProvider>
        </AppProviders>
      </body>
    </html>
  );
}
