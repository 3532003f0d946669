import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import type { CourseCard as CourseCardData } from '@/lib/upstreams/courses/contract';
import styles from './courses.module.css';

interface CourseCardProps {
  course: CourseCardData;
  /** The course page's address in the locale. */
  href: string;
  categoryLabel: string;
  unitsLabel: string;
  /** The gallery's first card: its image is the page's largest paint on a phone, so it loads at once, first. */
  first?: boolean;
}

/** Spec §2: "Course card: image, category, title, units, path". The title is the link; the whole card is its target. */
export function CourseCard({ course, href, categoryLabel, unitsLabel, first = false }: CourseCardProps) {
  return (
    <article className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the service's images are this site's own SVGs (contract): nothing to optimise */}
      <img
        src={course.image.src}
        alt={course.image.alt}
        width={300}
        height={200}
        {...(first ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        decoding="async"
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <p className={cx(typography.overline, styles.category)}>{categoryLabel}</p>
        <h3 className={cx(typography.h6, styles.cardTitle)}>
          <a href={href} className={styles.cardLink}>
            {course.title}
          </a>
        </h3>
        <p className={cx(typography.body2, styles.units)}>{unitsLabel}</p>
      </div>
    </article>
  );
}
