import { getTranslations } from 'next-intl/server';
import { ErrorCard } from '@/components/error-card/error-card';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { getPathname } from '@/lib/i18n/navigation';
import { listCourses } from '@/lib/upstreams/courses/client';
import type { CourseCard as CourseCardData } from '@/lib/upstreams/courses/contract';
import { GALLERY_STEP } from '../logic/gallery-paging';
import { unitPath } from '../logic/course-units';
import type { CourseGalleryProps } from '../schema';
import { CourseCard } from './course-card';
import { CourseGalleryList } from './course-gallery-list-island.client';
import styles from './courses.module.css';

/**
 * The `course-gallery` block: the locale's courses, read on the server and rendered as cards (real
 * links, in the page's HTML); the list's island shows 8, then 8 more per click (spec §9). A failed
 * read is its error state (the service's failure is logged by the HTTP helper); no courses, its
 * empty state.
 */
export async function CourseGallery({ props, context, nodeId }: BlockProps<CourseGalleryProps>) {
  const { locale } = context;
  const [t, read] = await Promise.all([
    getTranslations({ locale, namespace: 'Courses' }),
    listCourses(locale).then(
      (courses): { ok: true; courses: CourseCardData[] } => ({ ok: true, courses }),
      () => ({ ok: false }) as const,
    ),
  ]);
  const headingId = `${nodeId ?? 'course-gallery'}-heading`;
  const total = read.ok ? read.courses.length : 0;

  return (
    <WidgetSection heading={props.heading ?? t('gallery.heading')} headingId={headingId}>
      {props.text && <p className={cx(typography.body1, styles.intro)}>{props.text}</p>}
      {!read.ok ? (
        <ErrorCard
          title={t('gallery.errorTitle')}
          text={t('gallery.errorText')}
          action={{ label: t('player.retry'), href: getPathname({ locale, href: context.page.path }) }}
        />
      ) : total === 0 ? (
        <p className={typography.body1}>{t('gallery.empty')}</p>
      ) : (
        <CourseGalleryList
          labelledBy={headingId}
          showMore={t('gallery.showMore')}
          // One line per step of 8: what the list says after each click.
          shownLabels={Array.from({ length: Math.ceil(total / GALLERY_STEP) }, (_, step) =>
            t('gallery.shown', { shown: Math.min((step + 1) * GALLERY_STEP, total), total }),
          )}
          cards={read.courses.map((course, index) => (
            <CourseCard
              key={course.slug}
              first={index === 0}
              course={course}
              href={getPathname({ locale, href: unitPath(course.slug) })}
              categoryLabel={t(`categories.${course.category}`)}
              unitsLabel={t('gallery.units', { count: course.unitCount })}
            />
          ))}
        />
      )}
    </WidgetSection>
  );
}
