import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import styles from './history.module.css';

/** Rows of the final size with shapes where the text will be (the skeletons' and the loading list's). */
export function HistoryRowShapes({ count }: { count: number }) {
  return (
    <ul aria-hidden className={cx(layout.plainList, styles.rows)}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <span className={styles.row}>
            <span className={cx(skeleton.shape, styles.iconShape)} />
            <span className={styles.text}>
              <span className={cx(skeleton.shape, skeleton.line, typography.overline, styles.width30)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.description, styles.width60)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.category, styles.width30)} />
            </span>
            <span className={cx(skeleton.shape, skeleton.line, styles.points, styles.pointsShape)} />
          </span>
        </li>
      ))}
    </ul>
  );
}
