import { cx } from '@/components/theme/class-names';
import skeleton from '@/components/theme/skeleton.module.css';
import { alphabets, letterBarLayout } from '@/lib/catalogue/alphabet';
import type { Locale } from '@/lib/i18n/locales';
import styles from './letter-bar.module.css';

export interface LetterBarProps {
  locale: Locale;
  /** The group's accessible name ('Products by letter'). */
  label: string;
  /** Letters some product starts with: the others are disabled (spec §5). */
  enabled: ReadonlySet<string>;
  chosen: string | null;
  /** The chosen letter again clears it: called with null. */
  onChoose: (letter: string | null) => void;
}

/**
 * The catalogue's A-Z bar (discovery spec §5, §9): the locale's alphabet as toggle buttons, laid out
 * by its length. Stateless: the listing or directory that renders it keeps the chosen letter.
 */
export function LetterBar({ locale, label, enabled, chosen, onChoose }: LetterBarProps) {
  const alphabet = alphabets[locale];
  return (
    <div role="group" aria-label={label} className={cx(styles.letters, styles[letterBarLayout(alphabet.length)])}>
      {alphabet.map((letter) => (
        <button
          key={letter}
          type="button"
          className={styles.letter}
          aria-pressed={chosen === letter}
          disabled={!enabled.has(letter)}
          onClick={() => onChoose(chosen === letter ? null : letter)}
        >
          {letter}
        </button>
      ))}
    </div>
  );
}

/** The bar's place while its products load: one shape per letter, in the same layout. */
export function LetterBarSkeleton({ locale }: { locale: Locale }) {
  const alphabet = alphabets[locale];
  return (
    <div aria-hidden="true" className={cx(styles.letters, styles[letterBarLayout(alphabet.length)])}>
      {alphabet.map((letter) => (
        <span key={letter} className={cx(skeleton.shape, styles.letterShape)} />
      ))}
    </div>
  );
}
