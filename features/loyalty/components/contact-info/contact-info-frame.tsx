import { useId, type ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import styles from './contact-info.module.css';

/** The placeholders while loading: the general card and two advisors, a row on a desktop. */
const PLACEHOLDER_CARDS = 3;

/**
 * The Contact info section: its heading, then the cards (or a state). No hooks beyond `useId`: the
 * widget and the block's server skeleton render the same frame, so nothing moves between them.
 */
export function ContactInfoSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <WidgetSection heading={heading} headingId={headingId}>
      {children}
    </WidgetSection>
  );
}

/** Cards of the final size with shapes where the text will be; screen readers hear `loadingLabel`. */
export function ContactCardsSkeleton({ loadingLabel }: { loadingLabel: string }) {
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{loadingLabel}</span>
      <ul aria-hidden className={cx(layout.plainList, styles.cards)}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className={styles.card}>
            <span className={cx(skeleton.shape, skeleton.line, styles.width40)} />
            <span className={cx(skeleton.shape, skeleton.line, styles.nameLine)} />
            <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
            <span className={cx(skeleton.shape, skeleton.line, styles.width80)} />
            <span className={cx(skeleton.shape, styles.buttonShape, styles.seeMore)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
