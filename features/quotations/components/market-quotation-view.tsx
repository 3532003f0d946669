import { useTranslations } from 'next-intl';
import { ErrorCard } from '@/components/error-card/error-card';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import widget from '@/components/widget-section/widget-section.module.css';
import type { MarketQuotation, QuotationCurrency } from '@/lib/quotations/contract';
import { formatMarketDate, formatMarketValue } from '../logic/market-format';
import styles from './market-quotation.module.css';

export type MarketQuotationState =
  | { kind: 'loading' }
  /** Spec §8: a non-OK answer shows an error empty-state whose refresh re-fetches. */
  | { kind: 'error'; refresh: () => void; refreshing: boolean }
  | { kind: 'ready'; quotation: MarketQuotation };

/** The rows a board has: the skeleton shows as many, so the card keeps its size. */
const SKELETON_ROWS = 5;

/**
 * The market quotation card in each of its states: the board's day and a price per product
 * (floored, es-AR, spec §9), no prices published, loading, and the error with its refresh.
 */
export function MarketQuotationView({ state, currency }: { state: MarketQuotationState; currency?: QuotationCurrency }) {
  const t = useTranslations('Quotations.card');
  if (state.kind === 'error') {
    return (
      <ErrorCard
        title={currency ? t('errorTitleFor', { currency }) : t('errorTitle')}
        text={t('errorText')}
        action={{ label: t('refresh'), retry: state.refresh, busy: state.refreshing }}
        className={styles.card}
      />
    );
  }
  if (state.kind === 'loading') {
    return (
      <div role="status" className={cx(widget.card, styles.card)}>
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <span aria-hidden className={cx(skeleton.shape, skeleton.line, styles.dateLine)} />
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <span key={row} aria-hidden className={cx(skeleton.shape, styles.line)} />
        ))}
      </div>
    );
  }
  const { quotation } = state;
  return (
    <div className={cx(widget.card, styles.card)}>
      {quotation.date && <p className={cx(typography.body2, styles.date)}>{t('date', { date: formatMarketDate(quotation.date) })}</p>}
      {quotation.items.length === 0 ? (
        <p className={typography.body1}>{t('empty')}</p>
      ) : (
        <table className={cx(typography.body1, styles.table)}>
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col" className={styles.value}>
                {t('value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quotation.items.map((item) => (
              <tr key={item.type}>
                <th scope="row">{item.type}</th>
                <td className={styles.value}>{formatMarketValue(item.value, quotation.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
