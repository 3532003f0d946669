import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { HistoryPage } from '@/lib/loyalty/contract';
import type { ProgrammeRead } from '../../api/read-for-viewer';
import { HistoryRows } from './history-rows';
import { HistoryEmpty, HistoryError } from './history-states';
import styles from './history.module.css';

export interface HistoryPreviewProps {
  /** The 5 newest transactions, as the server read them. */
  history: ProgrammeRead<HistoryPage>;
  /** The complete history's page, already a locale path. */
  completeHistoryHref: string;
  /** The instant 'Hoje' and 'Ontem' count from. */
  now: number;
  /** The transaction sheet's messages. */
  sheetIntl: ClientIntl;
}

/**
 * The history preview (spec §2): 'Histórico', the 5 newest transactions (page 1 of 5), each
 * opening its detail, and 'Histórico completo' to the complete history.
 */
export function HistoryPreview({ history, completeHistoryHref, now, sheetIntl }: HistoryPreviewProps) {
  const t = useTranslations('LoyaltyHistory');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(layout.container, styles.section)}>
      <div className={styles.header}>
        <h2 id={headingId} className={typography.h4}>
          {t('heading')}
        </h2>
        <a href={completeHistoryHref} className={buttonClasses({ variant: 'outlined' })}>
          {t('completeHistory')}
        </a>
      </div>
      {!history.ok ? (
        <HistoryError />
      ) : history.data.result.length > 0 ? (
        <HistoryRows items={history.data.result} now={now} sheetIntl={sheetIntl} />
      ) : (
        <HistoryEmpty hint={false} />
      )}
    </section>
  );
}
