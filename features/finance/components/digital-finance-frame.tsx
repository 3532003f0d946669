import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import widget from '@/components/widget-section/widget-section.module.css';
import styles from './digital-finance.module.css';

/** Loading: the filters and both cards at their final size, shapes where the figures will be. */
export function DigitalFinanceLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.body}>
      <span className={layout.visuallyHidden}>{label}</span>
      <div aria-hidden className={controls.filters}>
        <span className={cx(skeleton.shape, styles.selectShape)} />
        <span className={cx(skeleton.shape, styles.toggleShape)} />
      </div>
      <div aria-hidden className={styles.cards}>
        <div className={cx(widget.card, styles.card)}>
          <span className={cx(skeleton.shape, skeleton.line, styles.width40)} />
          <span className={cx(skeleton.shape, styles.graphShape)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
        </div>
        <div className={cx(widget.card, styles.card)}>
          <span className={cx(skeleton.shape, skeleton.line, styles.width40)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
        </div>
      </div>
    </div>
  );
}
