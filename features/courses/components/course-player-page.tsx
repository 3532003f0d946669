import { SiteShell } from '@/components/layout/site-shell';
import { getSiteChrome } from '@/lib/cms/pages';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { Course } from '@/lib/upstreams/courses/contract';
import { unitPath } from '../logic/course-units';
import { CoursePlayer } from './course-player';

/** A course page in the site shell. The language switcher offers the locale's own page only: other locales' catalogues differ. */
export async function CoursePlayerPage({ locale, course, unit }: { locale: Locale; course: Course; unit: number }) {
  const chrome = await getSiteChrome(locale);
  const path = unitPath(course.slug, unit);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={{ [locale]: path }} currentPath={getPathname({ locale, href: path })}>
      <CoursePlayer locale={locale} course={course} unit={unit} />
    </SiteShell>
  );
}
