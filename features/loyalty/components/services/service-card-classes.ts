import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import cards from '../shared/loyalty-cards.module.css';
import styles from './recommended-services.module.css';

/**
 * The list of cards and each card, placeholders and loaded alike (one box, so nothing moves when
 * the services arrive), for the server's markup and 'see more' alike.
 */
export const serviceCardsClass = cx(layout.plainList, cards.cards, styles.cards);
export const serviceCardClass = cx(cards.card, styles.card);
