'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SideSheet } from '@/components/side-sheet/side-sheet.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import { ApiError } from '@/lib/api-client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { TransactionDetail } from '@/lib/loyalty/contract';
import { useTransaction } from '../../api/use-transaction';
import { POINTS_VALIDITY_YEARS } from '../../logic/expiring-points';
import { formatPoints } from '../../logic/number-formats';
import { formatLoyaltyDay, readLoyaltyDate } from '../../logic/sao-paulo-calendar';
import { ORDER_ITEM_DESCRIPTION_LIMIT, truncate } from '../../logic/truncation';
import { LoyaltyProviders } from '../shared/loyalty-providers.client';
import { SignedPoints } from './signed-points';
import styles from './history.module.css';

export interface TransactionSheetProps {
  /** The sheet's messages, read on the server. */
  intl: ClientIntl;
  /** The transaction shown (kept after closing, while the sheet slides out). */
  transactionNumber: string;
  /** Whether its expiration date and validity are shown (logic/expiring-points). */
  withExpiry: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * A transaction's detail in a side sheet (spec §2), loaded the first time a row is pressed
 * (./transaction-rows.client.tsx) with what it needs around it: its messages and TanStack Query.
 */
export function TransactionSheet({ intl, ...sheet }: TransactionSheetProps) {
  return (
    <LoyaltyProviders intl={intl}>
      <TransactionSheetContent {...sheet} />
    </LoyaltyProviders>
  );
}

/**
 * The detail, read when the sheet opens, with its loading and error states inside the sheet.
 * Escape, the backdrop and the close button close it; focus returns to the row that opened it.
 */
function TransactionSheetContent({ transactionNumber, withExpiry, open, onClose }: Omit<TransactionSheetProps, 'intl'>) {
  const t = useTranslations('LoyaltyHistory.detail');
  const detail = useTransaction(transactionNumber);
  return (
    <SideSheet open={open} title={t('title')} closeLabel={t('close')} onClose={onClose}>
      {detail.isSuccess ? (
        <TransactionDetailView detail={detail.data} withExpiry={withExpiry} />
      ) : detail.isError ? (
        <div role="alert" className={styles.error}>
          <p className={typography.body1}>{detail.error instanceof ApiError && detail.error.status === 404 ? t('notFound') : t('error')}</p>
          <button type="button" onClick={() => void detail.refetch()} className={buttonClasses({ variant: 'outlined' })}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <DetailSkeleton />
      )}
    </SideSheet>
  );
}

/** Field shapes where the detail will be; screen readers hear that it is loading. */
function DetailSkeleton() {
  const t = useTranslations('LoyaltyHistory.detail');
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{t('loading')}</span>
      <div aria-hidden className={styles.detail}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index}>
            <span className={cx(skeleton.shape, skeleton.line, typography.body2, styles.width30)} />
            <span className={cx(skeleton.shape, skeleton.line, typography.body1, styles.width60)} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** One field of the detail: its name, then its value. Left out when the programme sent none (a bonus has no invoice). */
function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Every field of a transaction (spec §2, §3): description, points, invoice date and number,
 * partner, transaction date, expiration date and validity (only where the rule shows them),
 * order number, the order's items (description cut at 30 characters, quantity, points, category,
 * transaction number), sub-total, shipping fee and the order's total points.
 */
function TransactionDetailView({ detail, withExpiry }: { detail: TransactionDetail; withExpiry: boolean }) {
  const t = useTranslations('LoyaltyHistory');
  const locale = useLocale() as Locale;
  const day = (value: string | null) => {
    const at = readLoyaltyDate(value);
    return at && <time dateTime={value!}>{formatLoyaltyDay(at, locale)}</time>;
  };
  const points = (value: number | null) => (value === null ? null : t('points', { points: formatPoints(value) }));
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <>
      <dl className={styles.detail}>
        <Field label={t('detail.description')} value={detail.description} />
        <Field label={t('detail.points')} value={<SignedPoints points={detail.pointsAmount} />} />
        <Field label={t('detail.invoiceDate')} value={day(detail.invoiceDate)} />
        <Field label={t('detail.invoiceNumber')} value={detail.invoiceNumber} />
        <Field label={t('detail.partnerName')} value={detail.partnerName} />
        <Field label={t('detail.transactionDate')} value={day(detail.transactionDate)} />
        {withExpiry && (
          <>
            <Field label={t('detail.expirationDate')} value={day(detail.expirationDate)} />
            <Field label={t('detail.validity')} value={t('detail.validityYears', { years: POINTS_VALIDITY_YEARS })} />
          </>
        )}
        <Field label={t('detail.orderNumber')} value={detail.orderNumber} />
      </dl>
      {detail.orderItems.length > 0 && (
        <>
          <h3 className={styles.orderHeading}>{t('detail.orderItems')}</h3>
          <ul className={cx(layout.plainList, styles.orderItems)}>
            {detail.orderItems.map((orderItem, index) => (
              <li key={`${orderItem.transactionNumber}-${index}`}>
                <p className={typography.body1} title={orderItem.productDescription}>
                  <span className={layout.visuallyHidden}>{orderItem.productDescription}</span>
                  <span aria-hidden>{truncate(orderItem.productDescription, ORDER_ITEM_DESCRIPTION_LIMIT)}</span>
                </p>
                <dl className={styles.orderItem}>
                  <Field label={t('detail.productQuantity')} value={quantity.format(orderItem.productQuantity)} />
                  <Field label={t('detail.productPoints')} value={points(orderItem.productPoints)} />
                  <Field label={t('detail.category')} value={orderItem.category} />
                  <Field label={t('detail.transactionNumber')} value={orderItem.transactionNumber} />
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {(detail.subTotalOrder !== null || detail.shippingFee !== null || detail.totalPointsOrder !== null) && (
        <dl className={cx(styles.detail, styles.totals)}>
          <Field label={t('detail.subTotalOrder')} value={points(detail.subTotalOrder)} />
          <Field label={t('detail.shippingFee')} value={points(detail.shippingFee)} />
          <Field label={t('detail.totalPointsOrder')} value={points(detail.totalPointsOrder)} />
        </dl>
      )}
    </>
  );
}
