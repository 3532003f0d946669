import { RefreshButton } from '@/components/refresh-button/refresh-button-island.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import styles from './error-card.module.css';

/**
 * What the card offers: a link (the spec's reload page, `/mi-impulso` by default), the page asked
 * of the server again (`refresh`: the widgets showing it render on the server), or a client
 * widget's own retry (`retry`, only from a client component: a function cannot leave the server).
 */
export type ErrorCardAction = { label: string; href: string } | { label: string; refresh: true } | { label: string; retry: () => void; busy?: boolean };

export interface ErrorCardProps {
  /** The spec's `error-loading-info`. */
  title: string;
  /** The spec's `refresh-page`, or what the retry does. */
  text: string;
  action: ErrorCardAction;
  /** The card stands where a widget would be: at least that widget's height, so nothing below moves. */
  className?: string;
}

/**
 * A widget's error card (the loyalty and finance specs' §8): a warning icon, a title, a line saying
 * what to do, and a button. No hooks and no messages of its own: the widget passes its words.
 */
export function ErrorCard({ title, text, action, className }: ErrorCardProps) {
  const button = buttonClasses({ variant: 'contained' });
  return (
    <div role="alert" className={cx(styles.card, className)}>
      <WarningIcon />
      <p className={cx(typography.h6, styles.title)}>{title}</p>
      <p className={typography.body2}>{text}</p>
      {'href' in action && (
        <a href={action.href} className={cx(button, styles.action)}>
          {action.label}
        </a>
      )}
      {'refresh' in action && <RefreshButton label={action.label} className={cx(button, styles.action)} />}
      {'retry' in action && (
        <button
          type="button"
          // Busy while the retry runs: it keeps the focus (aria-disabled, not disabled) and ignores more presses.
          aria-disabled={action.busy || undefined}
          aria-busy={action.busy || undefined}
          onClick={action.busy ? undefined : action.retry}
          className={cx(button, styles.action)}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}

/** The card's warning sign (a triangle with '!'), also for notices drawn on the card's classes. */
export function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />
    </svg>
  );
}
