import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { HistoryRowShapes } from './history-row-shapes';
import styles from './history.module.css';

/** The widget's states besides its rows, for the preview and the complete history alike (client components). */

/** Rows of the final size while the list loads; screen readers hear that the history is loading. */
export function HistoryLoading({ rows }: { rows: number }) {
  const t = useTranslations('LoyaltyHistory');
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{t('loading')}</span>
      <HistoryRowShapes count={rows} />
    </div>
  );
}

/** 'Nenhum resultado': no transaction (or none that matches the filters). */
export function HistoryEmpty({ hint }: { hint: boolean }) {
  const t = useTranslations('LoyaltyHistory');
  return (
    <div className={styles.empty}>
      <p className={typography.h6}>{t('noResults')}</p>
      {hint && <p className={typography.body2}>{t('noResultsHint')}</p>}
    </div>
  );
}

/** The history could not be read: say so, and offer to ask again. */
export function HistoryError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('LoyaltyHistory.error');
  return (
    <div role="alert" className={styles.error}>
      <p className={cx(typography.h6)}>{t('title')}</p>
      <p className={typography.body2}>{t('body')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses({ variant: 'contained' })}>
        {t('retry')}
      </button>
    </div>
  );
}
