import { useTranslations } from 'next-intl';
import typography from '@/components/theme/typography.module.css';
import { ErrorCard } from '@/components/error-card/error-card';
import styles from './history.module.css';

/** The widget's states besides its rows, for the preview and the complete history alike. */

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

/** The history could not be read: say so, and offer to ask the server for the page again. */
export function HistoryError() {
  const t = useTranslations('LoyaltyHistory.error');
  return <ErrorCard title={t('title')} text={t('body')} action={{ label: t('retry'), refresh: true }} />;
}
