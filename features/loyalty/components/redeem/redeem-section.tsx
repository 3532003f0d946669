import { useId, type ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import styles from './redeem.module.css';

/** The `#resgate` anchor (spec §2): the balance card of group members links here. */
export const REDEEM_SECTION_ID = 'resgate';

/** The redeem block's frame, the same for the block, its skeleton and every state: a region named by its heading, at `#resgate`. */
export function RedeemSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={REDEEM_SECTION_ID} aria-labelledby={headingId} className={cx(layout.container, styles.section)}>
      <h2 id={headingId} className={cx(typography.h4, styles.heading)}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
