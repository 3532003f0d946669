import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { messagesByLocale } from './render';

/**
 * `next-intl/server` for unit tests of server components: getTranslations reads the locale's
 * message files, as in the site (Next's request scope does not exist in Vitest). Use with
 * `vi.mock('next-intl/server', () => import('@/tests/server-translations'))`.
 */
export async function getTranslations({ locale, namespace }: { locale: Locale; namespace: string }) {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: namespace as never });
}
