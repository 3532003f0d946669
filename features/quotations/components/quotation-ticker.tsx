import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { TickerEntry } from '../logic/ticker-format';
import styles from './quotation-ticker.module.css';

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;

export interface QuotationTickerWords {
  /** Names the row for assistive technology ('Cotações'). */
  heading: string;
  unavailable: string;
  /** How a screen reader hears the arrows. */
  up: string;
  down: string;
}

/**
 * The ticker's row: each quote's title, price and change (an arrow and a colour, and the words
 * for them), scrolling sideways when it is wider than the page; or a line saying the quotes are
 * unavailable (the spec gives the ticker no retry).
 */
export function QuotationTickerRow({ entries, words }: { entries: TickerEntry[] | null; words: QuotationTickerWords }) {
  if (!entries || entries.length === 0) {
    return (
      <p role="status" className={cx(typography.body2, styles.unavailable)}>
        {words.unavailable}
      </p>
    );
  }
  return (
    // Focusable: a row wider than the page scrolls by keyboard too.
    <ul aria-label={words.heading} tabIndex={0} className={cx(typography.body2, styles.row)}>
      {entries.map((entry) => (
        <li key={entry.symbol} className={styles.quote}>
          <span className={styles.title}>{entry.title}</span>
          <span>{entry.price}</span>
          <span className={styles[entry.direction]}>
            <span aria-hidden>{ARROWS[entry.direction]} </span>
            {entry.direction !== 'flat' && <span className={layout.visuallyHidden}>{words[entry.direction]} </span>}
            {entry.change}
          </span>
        </li>
      ))}
    </ul>
  );
}
