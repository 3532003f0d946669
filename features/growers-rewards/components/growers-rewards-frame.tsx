import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import widget from '@/components/widget-section/widget-section.module.css';
import styles from './growers-rewards.module.css';

/** Spec section 9: the widget's skeleton shows three items. */
export const SKELETON_ITEMS = 3;

/** Loading: a card with three items' shapes, at the size of the panels that follow. */
export function GrowersRewardsLoading({ label }: { label: string }) {
  return (
    <div role="status" className={cx(widget.card, styles.card)}>
      <span className={layout.visuallyHidden}>{label}</span>
      <span aria-hidden className={cx(skeleton.shape, skeleton.line, typography.h5, styles.width40)} />
      <ul aria-hidden className={styles.list}>
        {Array.from({ length: SKELETON_ITEMS }, (_, item) => (
          <li key={item} className={styles.skeletonItem}>
            <span className={cx(skeleton.shape, styles.iconShape)} />
            <span className={cx(skeleton.shape, skeleton.line, styles.grow)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
