import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers.client';
import { PageErrorTextProvider } from '@/components/providers/page-error-text.client';
import { brandFont } from '@/components/theme/font';
import { env } from '@/lib/env';
import { isLocale, localeStaticParams } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { NotFoundDocument } from './_status/not-found-document';
import { NotFoundStatus } from './_status/response-status';
import { pageErrorText } from './_status/page-failure';

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
  // The 404 document in the server's HTML, the status beside it (a notFound() thrown here would
  // leave an empty shell: NotFoundStatus). A locale is set all the same, so that nothing below reads
  // one from the request's headers, which would turn this static route dynamic.
  if (!isLocale(locale)) {
    setRequestLocale(routing.defaultLocale);
    return (
      <NotFoundDocument>
        <NotFoundStatus />
      </NotFoundDocument>
    );
  }
  setRequestLocale(locale);
  // No message catalogue goes to the browser: client code gets its words as props, the error page
  // through this context, and a feature that formats messages in the browser ships its own namespace.
  const errorText = await pageErrorText(locale);
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
