import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import { buttonClasses } from '@/components/theme/button-classes';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { Course } from '@/lib/upstreams/courses/contract';
import { neighbours, unitPath } from '../logic/course-units';
import { galleryPaths } from '../logic/gallery-pages';
import { CourseProgress } from './course-progress-island.client';
import styles from './courses.module.css';

interface CoursePlayerProps {
  locale: Locale;
  course: Course;
  /** The unit shown, from 0. */
  unit: number;
}

/** Back or forward: a link to the unit, or, at the ends (spec §4), the same control disabled, without an address. */
function UnitLink({ href, label, rel }: { href: string | null; label: string; rel: 'prev' | 'next' }) {
  const look = buttonClasses({ variant: rel === 'next' ? 'contained' : 'outlined' });
  return href ? (
    <a href={href} rel={rel} className={look}>
      {label}
    </a>
  ) : (
    // A link without an address is no link: aria-disabled says it is the control, disabled.
    <a role="link" aria-disabled="true" className={look}>
      {label}
    </a>
  );
}

/**
 * The course player (spec §2): the course's title, the unit of the address with back and forward
 * (disabled at the ends), and, around it, the signed-in user's progress banner and the sidebar of
 * numbered modules (the progress island). Units are plain links: every unit is a page of its own.
 */
export async function CoursePlayer({ locale, course, unit }: CoursePlayerProps) {
  const t = await getTranslations({ locale, namespace: 'Courses' });
  const total = course.units.length;
  const current = course.units[unit]!;
  const hrefOf = (index: number | null) => (index === null ? null : getPathname({ locale, href: unitPath(course.slug, index) }));
  const { previous, next } = neighbours(unit, total);
  const headingId = 'course-unit-heading';

  return (
    <div className={layout.container}>
      <p className={typography.body2}>
        <a href={getPathname({ locale, href: galleryPaths[locale] })} className={typography.link}>
          {t('player.allCourses')}
        </a>
      </p>
      <p className={typography.overline}>{t(`categories.${course.category}`)}</p>
      <h1 className={typography.h2}>{course.title}</h1>
      <p className={typography.lead}>{course.summary}</p>
      <CourseProgress
        locale={locale}
        slug={course.slug}
        unit={unit}
        modules={course.units.map((item, index) => ({ title: item.title, href: hrefOf(index)! }))}
        signInHref={getPathname({ locale, href: { pathname: '/login', query: { redirectUrl: hrefOf(unit)! } } })}
        labels={{
          modules: t('player.modules'),
          completed: t('player.completed'),
          progressLabel: t('player.progressLabel'),
          // One line per count of completed units, 0 to all.
          progress: Array.from({ length: total + 1 }, (_, completed) => t('player.progress', { completed, total })),
          progressLoading: t('player.progressLoading'),
          signInHint: t('player.signInHint'),
          signIn: t('player.signIn'),
          progressError: t('player.progressError'),
          retry: t('player.retry'),
        }}
      >
        <article aria-labelledby={headingId}>
          <p className={typography.overline}>{t('player.unitOf', { number: unit + 1, total })}</p>
          <h2 id={headingId} className={typography.h3}>
            {current.title}
          </h2>
          {current.image && (
            // eslint-disable-next-line @next/next/no-img-element -- the service's images are this site's own SVGs (contract): nothing to optimise
            <img src={current.image.src} alt={current.image.alt} width={800} height={533} className={styles.unitImage} />
          )}
          <div className={cx(typography.body1, styles.unitText)}>
            {current.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <nav aria-label={t('player.unitNavigation')} className={styles.unitNav}>
            <UnitLink href={hrefOf(previous)} label={t('player.previous')} rel="prev" />
            <UnitLink href={hrefOf(next)} label={t('player.next')} rel="next" />
          </nav>
        </article>
      </CourseProgress>
    </div>
  );
}
