import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { HistoryItem } from '@/lib/loyalty/contract';
import { dateOverline } from '../../logic/date-overline';
import { showsExpiry } from '../../logic/expiring-points';
import { formatLoyaltyDay } from '../../logic/sao-paulo-calendar';
import { HISTORY_DESCRIPTION_LIMITS, truncate } from '../../logic/truncation';
import { CategoryIcon } from './category-icon';
import { SignedPoints } from './signed-points';
import { TransactionRows } from './transaction-rows-island.client';
import styles from './history.module.css';

export interface HistoryRowsProps {
  items: readonly HistoryItem[];
  /** The instant 'Hoje' and 'Ontem' are counted from (the server's render). */
  now: number;
  /** The transaction sheet's messages (it formats in the browser). */
  sheetIntl: ClientIntl;
}

/** The transaction a row stands for: its first detail (the one the programme's detail route knows). */
const detailOf = (item: HistoryItem) => item.transactionDetails[0]!;

/**
 * Rows of the member's history, newest first: date overline ('Hoje', 'Ontem' or the day, in São
 * Paulo), the description cut to the viewport, the category and the signed points. The server
 * writes each row; the browser makes it a button opening the transaction's detail in a side sheet
 * (./transaction-rows.client.tsx).
 */
export function HistoryRows({ items, now, sheetIntl }: HistoryRowsProps) {
  return (
    <TransactionRows
      listClassName={cx(layout.plainList, styles.rows)}
      rowClassName={styles.row}
      sheetIntl={sheetIntl}
      rows={items.map((item) => ({
        transactionNumber: detailOf(item).transactionNumber,
        withExpiry: showsExpiry(item),
        content: <HistoryRow item={item} now={now} />,
      }))}
    />
  );
}

function HistoryRow({ item, now }: { item: HistoryItem; now: number }) {
  const t = useTranslations('LoyaltyHistory');
  const locale = useLocale() as Locale;
  const overline = dateOverline(item.transactionDate, now);
  const description = detailOf(item).description;
  return (
    <>
      <span className={styles.icon}>
        <CategoryIcon icon={item.category.icon} />
      </span>
      <span className={styles.text}>
        <time dateTime={item.transactionDate} className={cx(typography.overline, styles.overline, styles.line)}>
          {overline?.kind === 'today' ? t('today') : overline?.kind === 'yesterday' ? t('yesterday') : overline && formatLoyaltyDay(overline.at, locale)}
        </time>
        <span className={cx(styles.description, styles.line)} title={description}>
          {/* The whole description for assistive technology; on screen both cuts, of which CSS shows the viewport's. */}
          <span className={layout.visuallyHidden}>{description}</span>
          <span aria-hidden className={styles.narrowOnly}>
            {truncate(description, HISTORY_DESCRIPTION_LIMITS.narrow)}
          </span>
          <span aria-hidden className={styles.wideOnly}>
            {truncate(description, HISTORY_DESCRIPTION_LIMITS.wide)}
          </span>
        </span>
        <span className={cx(styles.category, styles.line)}>{item.category.name}</span>
      </span>
      <SignedPoints points={item.pointsAmount} />
    </>
  );
}
