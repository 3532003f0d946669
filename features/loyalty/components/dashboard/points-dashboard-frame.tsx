import type { ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import { LoadingSpinner } from '../shared/loading-spinner';
import styles from './points-dashboard.module.css';

/** The dashboard's cards: the level, the balance, the expiring points and the weather. */
export const DASHBOARD_CARDS = 4;

/**
 * The points dashboard's section: its heading, then whatever state it is in. The skeleton and the
 * dashboard draw the same frame, so nothing moves when one replaces the other.
 */
export function DashboardSection({ heading, headingId, children }: { heading: string; headingId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={cx(layout.container, styles.section)}>
      <h2 id={headingId} className={cx(typography.h4, styles.heading)}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * Loading (spec: one spinner until both data calls finish): the banner and the four cards as
 * shapes of their final size, and a single spinner over them.
 */
export function DashboardLoading({ label }: { label: string }) {
  return (
    <div className={cx(styles.dashboard, styles.loading)}>
      <span aria-hidden className={cx(skeleton.shape, styles.banner)} />
      <div aria-hidden className={styles.cards}>
        {Array.from({ length: DASHBOARD_CARDS }, (_, index) => (
          <span key={index} className={cx(skeleton.shape, styles.card)} />
        ))}
      </div>
      <LoadingSpinner label={label} className={styles.spinner} />
    </div>
  );
}
