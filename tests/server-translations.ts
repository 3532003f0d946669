import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { messagesByLocale } from './render';

/**
 * `next-intl/server` for unit tests of server components: getTranslations and getMessages read the
 * locale's messages as the site merges them (Next's request scope does not exist in Vitest). Use
 * with `vi.mock('next-intl/server', () => import('@/tests/server-translations'))`.
 */
export async function getTranslations({ locale, namespace }: { locale: Locale; namespace: string }) {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: namespace as never });
}

export async function getMessages({ locale }: { locale: Locale }) {
  return messagesByLocale[locale];
}

/** The site configures no time zone: next-intl then uses the server's, as here. */
export async function getTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
