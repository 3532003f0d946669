import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { CarbonJourneyProps } from '../schema';
import styles from './carbon-journey.module.css';

/** The editors' info cards above the fields: the same in the skeleton and every state, so nothing moves. */
export function InfoCards({ cards, heading }: { cards: CarbonJourneyProps['infoCards']; heading: string }) {
  if (cards.length === 0) return null;
  return (
    <>
      <p className={cx(typography.overline, styles.infoHeading)}>{heading}</p>
      <ul className={cx(layout.plainList, styles.infoCards)}>
        {cards.map((card) => (
          <li key={card.title} className={styles.infoCard}>
            <h3 className={typography.h6}>{card.title}</h3>
            <p className={typography.body2}>{card.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
