import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import styles from './campaign-card.module.css';

/** Loading: the card of its final size, shapes where the crop, the yield and the comparison will be. */
export function CampaignCardLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.card}>
      <span className={layout.visuallyHidden}>{label}</span>
      <span aria-hidden className={cx(skeleton.shape, skeleton.line, styles.width60)} />
      <span aria-hidden className={cx(skeleton.shape, styles.figureShape)} />
      <span aria-hidden className={cx(skeleton.shape, skeleton.line, styles.width40)} />
      <span aria-hidden className={cx(skeleton.shape, skeleton.line, styles.width40)} />
    </div>
  );
}
