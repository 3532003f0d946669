import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import cards from '../shared/loyalty-cards.module.css';
import styles from './recommended-services.module.css';
import { serviceCardClass, serviceCardsClass } from './service-card-classes';

/** Spec §9: the services' skeleton shows 3 items. */
export const SERVICES_SKELETON_ITEMS = 3;

/**
 * Cards of the final size with shapes where the image, the texts, the cost and the button will be;
 * screen readers hear `loadingLabel`. No hooks: the block's server skeleton renders it.
 */
export function ServiceCardsSkeleton({ loadingLabel }: { loadingLabel: string }) {
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{loadingLabel}</span>
      <ul aria-hidden className={serviceCardsClass}>
        {Array.from({ length: SERVICES_SKELETON_ITEMS }, (_, index) => (
          <li key={index} className={serviceCardClass}>
            <span className={cx(skeleton.shape, cards.media)} />
            <span className={cards.body}>
              <span className={cx(skeleton.shape, skeleton.line, styles.width40)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.nameLine)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.costLine)} />
              <span className={cx(skeleton.shape, skeleton.button)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
