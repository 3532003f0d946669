import catalogue from '@/components/catalogue/catalogue.module.css';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { GRID_SKELETONS } from '../logic/cards';
import styles from './product-cards.module.css';

/** Spec §9: 4 cards drawn while the products load, in the grid's places. */
export function CardSkeletons({ loading }: { loading: string }) {
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{loading}</span>
      <ul aria-hidden="true" className={cx(layout.plainList, styles.grid)}>
        {Array.from({ length: GRID_SKELETONS }, (_, index) => (
          <li key={index} className={cx(styles.card, styles.cardShape)}>
            <span className={cx(skeleton.shape, styles.logoShape)} />
            <span className={styles.cardBody}>
              <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.width40)} />
              <span className={cx(skeleton.shape, skeleton.line)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.width80)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The search box and the two selects of the list, as shapes. */
export function FilterSkeletons() {
  return (
    <div aria-hidden="true" className={styles.filters}>
      {[0, 1, 2].map((index) => (
        <span key={index} className={cx(skeleton.shape, catalogue.fieldShape)} />
      ))}
    </div>
  );
}
