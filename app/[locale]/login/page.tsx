import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { LoginPanel, signInErrors, type SignInError } from '@/features/account';
import { safeRedirectPath } from '@/lib/access/redirects';
import { currentSession } from '@/lib/auth/session';
import { getSiteChrome } from '@/lib/cms/pages';
import { localeOrDefault, locales } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOrDefault((await params).locale), namespace: 'Login' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/{locale}/login?redirectUrl={path}`: where a signed-out visitor to a guarded page is sent. */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const returnTo = safeRedirectPath(single(query.redirectUrl), getPathname({ locale, href: '/' }));
  if (await currentSession()) redirect(returnTo);
  const error = signInErrors.find((known) => known === single(query.error)) as SignInError | undefined;
  const chrome = await getSiteChrome(locale);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={Object.fromEntries(locales.map((other) => [other, '/login']))} currentPath={getPathname({ locale, href: '/login' })}>
      <LoginPanel locale={locale} returnTo={returnTo} error={error} />
    </SiteShell>
  );
}
