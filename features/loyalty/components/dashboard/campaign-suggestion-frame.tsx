import type { ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import styles from './campaign-suggestion.module.css';

/** The suggestion banner's place on the page: the skeleton and the banner share it. */
export function SuggestionFrame({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={cx(layout.container, styles.section)}>
      {children}
    </section>
  );
}

/** Loading: the banner's box with shapes where its season, heading and button will be. */
export function SuggestionLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.banner}>
      <span className={layout.visuallyHidden}>{label}</span>
      <div aria-hidden className={styles.body}>
        <span className={cx(skeleton.shape, skeleton.line, styles.overlineShape)} />
        <span className={cx(skeleton.shape, skeleton.line, styles.headingShape)} />
        <span className={cx(skeleton.shape, skeleton.line, styles.textShape)} />
      </div>
      <span aria-hidden className={cx(skeleton.shape, skeleton.button, styles.buttonShape)} />
    </div>
  );
}
