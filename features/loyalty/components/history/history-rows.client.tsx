'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { HistoryItem } from '@/lib/loyalty/contract';
import { dateOverline } from '../../logic/date-overline';
import { formatLoyaltyDay } from '../../logic/sao-paulo-calendar';
import { HISTORY_DESCRIPTION_LIMITS, truncate } from '../../logic/truncation';
import { CategoryIcon } from './category-icon';
import { SignedPoints } from './signed-points';
import { TransactionSheet } from './transaction-sheet.client';
import { useDescriptionLimit } from './use-description-limit';
import styles from './history.module.css';

export interface HistoryRowsProps {
  items: readonly HistoryItem[];
  /** The instant 'Hoje' and 'Ontem' are counted from (the server's render, so both sides agree). */
  now: number;
  /** Dims the rows while the next ones load. */
  updating?: boolean;
}

/** The transaction a row stands for: its first detail (the one the programme's detail route knows). */
const detailOf = (item: HistoryItem) => item.transactionDetails[0]!;

/**
 * Rows of the member's history, newest first: date overline ('Hoje', 'Ontem' or the day, in São
 * Paulo), the description cut to the viewport, the category and the signed points. Each row is a
 * button opening the transaction's detail in a side sheet; closing it puts focus back on the row.
 */
export function HistoryRows({ items, now, updating = false }: HistoryRowsProps) {
  const limit = useDescriptionLimit();
  // The sheet keeps the last row it showed while it slides out.
  const [sheet, setSheet] = useState<{ item: HistoryItem; open: boolean } | null>(null);
  return (
    <>
      <ul className={cx(layout.plainList, styles.rows, updating && styles.updating)} aria-busy={updating || undefined}>
        {items.map((item) => (
          <li key={detailOf(item).transactionNumber}>
            <HistoryRow item={item} now={now} limit={limit} onOpen={() => setSheet({ item, open: true })} />
          </li>
        ))}
      </ul>
      <TransactionSheet item={sheet?.item ?? null} open={sheet?.open ?? false} onClose={() => setSheet((shown) => shown && { ...shown, open: false })} />
    </>
  );
}

function HistoryRow({ item, now, limit, onOpen }: { item: HistoryItem; now: number; limit: number | null; onOpen: () => void }) {
  const t = useTranslations('LoyaltyHistory');
  const locale = useLocale() as Locale;
  const overline = dateOverline(item.transactionDate, now);
  const description = detailOf(item).description;
  // The sheet needs React: a click on the server's markup before then would do nothing.
  const hydrated = useHydrated();
  return (
    <button type="button" className={styles.row} aria-haspopup="dialog" disabled={!hydrated} onClick={onOpen}>
      <span className={styles.icon}>
        <CategoryIcon icon={item.category.icon} />
      </span>
      <span className={styles.text}>
        <time dateTime={item.transactionDate} className={cx(typography.overline, styles.overline, styles.line)}>
          {overline?.kind === 'today' ? t('today') : overline?.kind === 'yesterday' ? t('yesterday') : overline && formatLoyaltyDay(overline.at, locale)}
        </time>
        <span className={cx(styles.description, styles.line)} title={description}>
          <RowDescription text={description} limit={limit} />
        </span>
        <span className={cx(styles.category, styles.line)}>{item.category.name}</span>
      </span>
      <SignedPoints points={item.pointsAmount} />
    </button>
  );
}

/** The whole description for assistive technology; on screen, cut to the viewport's limit (both cuts until it is known). */
function RowDescription({ text, limit }: { text: string; limit: number | null }) {
  return (
    <>
      <span className={layout.visuallyHidden}>{text}</span>
      {limit === null ? (
        <>
          <span aria-hidden className={styles.narrowOnly}>
            {truncate(text, HISTORY_DESCRIPTION_LIMITS.narrow)}
          </span>
          <span aria-hidden className={styles.wideOnly}>
            {truncate(text, HISTORY_DESCRIPTION_LIMITS.wide)}
          </span>
        </>
      ) : (
        <span aria-hidden>{truncate(text, limit)}</span>
      )}
    </>
  );
}
