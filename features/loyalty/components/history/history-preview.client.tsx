'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { HISTORY_PREVIEW_PAGE_SIZE } from '@/lib/loyalty/contract';
import { HISTORY_PREVIEW_QUERY } from '../../api/history';
import { useHistory } from '../../api/use-history';
import { HistoryRows } from './history-rows.client';
import { HistoryEmpty, HistoryError, HistoryLoading } from './history-states';
import styles from './history.module.css';

export interface HistoryPreviewProps {
  /** The complete history's page, already a locale path. */
  completeHistoryHref: string;
  /** The instant 'Hoje' and 'Ontem' count from. */
  now: number;
}

/**
 * The history preview (spec §2): 'Histórico', the 5 newest transactions (page 1 of 5), each
 * opening its detail, and 'Histórico completo' to the complete history.
 */
export function HistoryPreview({ completeHistoryHref, now }: HistoryPreviewProps) {
  const t = useTranslations('LoyaltyHistory');
  const headingId = useId();
  const history = useHistory(HISTORY_PREVIEW_QUERY);
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
      {history.isSuccess ? (
        history.data.result.length > 0 ? (
          <HistoryRows items={history.data.result} now={now} />
        ) : (
          <HistoryEmpty hint={false} />
        )
      ) : history.isError ? (
        <HistoryError onRetry={() => void history.refetch()} />
      ) : (
        <HistoryLoading rows={HISTORY_PREVIEW_PAGE_SIZE} />
      )}
    </section>
  );
}
