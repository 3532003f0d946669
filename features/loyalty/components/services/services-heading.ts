import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { RecommendedServicesBlockProps } from './recommended-services-schema';

/** The block's heading, the same in its skeleton and its widget: the editor's, or the list's own. */
export async function servicesHeading(props: RecommendedServicesBlockProps, locale: Locale): Promise<string> {
  if (props.heading) return props.heading;
  const t = await getTranslations({ locale, namespace: 'LoyaltyServices' });
  return t(props.list === 'featured' ? 'featuredHeading' : 'heading');
}
