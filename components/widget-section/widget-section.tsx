import type { ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import styles from './widget-section.module.css';

/**
 * A per-user widget's section, named by its heading: the skeleton and every state of the widget
 * draw the same frame, so nothing moves when the data arrives. `headingId` differs between the
 * skeleton and the widget (both may be in the page while it streams).
 */
export function WidgetSection({ heading, headingId, children }: { heading: string; headingId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={cx(layout.container, styles.section)}>
      <h2 id={headingId} className={cx(typography.h4, styles.heading)}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
