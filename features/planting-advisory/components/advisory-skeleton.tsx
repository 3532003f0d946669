import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import styles from './planting-advisory.module.css';

/** The flow's frame while who is signed in, the flow's code or the farms are asked: the same size, so nothing moves. */
export function AdvisorySkeleton({ label }: { label: string }) {
  return (
    <div className={styles.frame} role="status" aria-busy="true">
      <span className={layout.visuallyHidden}>{label}</span>
      <span aria-hidden="true" className={cx(skeleton.shape, styles.skeletonHeading)} />
      <span aria-hidden="true" className={cx(skeleton.shape, styles.skeletonLine)} />
      <span aria-hidden="true" className={cx(skeleton.shape, styles.skeletonLine)} />
    </div>
  );
}
