import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { openGraphLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { Course } from '@/lib/upstreams/courses/contract';
import { unitPath } from './logic/course-units';

/**
 * A course page's metadata (the layout's template adds the brand): indexed, canonical at the unit's
 * own address. No alternates: a course is in its locale's catalogue only, under its own slug.
 */
export async function coursePageMetadata(locale: Locale, course: Course, unit: number): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Courses' }), getTranslations({ locale, namespace: 'Site' })]);
  const title = unit === 0 ? t('player.metaTitle', { title: course.title }) : `${course.units[unit]!.title} – ${t('player.metaTitle', { title: course.title })}`;
  const canonical = new URL(getPathname({ locale, href: unitPath(course.slug, unit) }), env.site.url).toString();
  return {
    title,
    description: course.summary,
    robots: { index: true, follow: true },
    alternates: { canonical },
    openGraph: { type: 'website', title, description: course.summary, url: canonical, siteName: site('name'), locale: openGraphLocale(locale) },
    twitter: { card: 'summary', title, description: course.summary },
  };
}
