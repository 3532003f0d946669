import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { TopicsBlockProps } from './topics-schema';

/** The block's heading, the same in its skeleton and its widget: the editor's, or the locale's. */
export async function topicsHeading(props: TopicsBlockProps, locale: Locale): Promise<string> {
  if (props.heading) return props.heading;
  const t = await getTranslations({ locale, namespace: 'LoyaltyTopics' });
  return t('heading');
}
