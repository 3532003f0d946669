import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { TOPICS_LIMIT } from '../../logic/topics';
import cards from '../shared/loyalty-cards.module.css';
import styles from './topics.module.css';

/**
 * The topics' placeholders: the toolbar's button and 4 cards (the most the block shows) of the final
 * size; screen readers hear `loadingLabel`. No hooks: the block's server skeleton renders it.
 */
export function TopicCardsSkeleton({ loadingLabel }: { loadingLabel: string }) {
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{loadingLabel}</span>
      <div aria-hidden>
        <div className={styles.toolbar}>
          <span className={cx(skeleton.shape, skeleton.button, styles.buttonShape)} />
        </div>
        <ul className={cx(layout.plainList, cards.cards)}>
          {Array.from({ length: TOPICS_LIMIT }, (_, index) => (
            <li key={index} className={cx(cards.card, styles.card)}>
              <span className={cx(skeleton.shape, cards.media)} />
              <span className={cards.body}>
                <span className={cx(skeleton.shape, skeleton.line, styles.width40)} />
                <span className={cx(skeleton.shape, skeleton.line, styles.titleLine)} />
                <span className={cx(skeleton.shape, skeleton.line)} />
                <span className={cx(skeleton.shape, skeleton.line, styles.width70)} />
                <span className={cx(skeleton.shape, skeleton.line, styles.dateLine)} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
