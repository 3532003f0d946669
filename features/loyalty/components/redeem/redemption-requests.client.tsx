'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { RedemptionStatus } from '@/lib/loyalty/contract';
import { useRedemptions } from '../../api/use-redemptions';
import { formatPoints } from '../../logic/number-formats';
import { formatLoyaltyDay } from '../../logic/sao-paulo-calendar';
import { RequestShapes } from './redeem-shapes';
import styles from './redeem.module.css';

/** How a status looks: still open, paid, or stopped. */
const statusLook: Record<RedemptionStatus, string | undefined> = {
  Submitted: styles.statusOpen,
  Processing: styles.statusOpen,
  PaymentIssued: styles.statusPaid,
  PaymentCleared: styles.statusPaid,
  PaymentVoided: styles.statusStopped,
  Canceled: styles.statusStopped,
};

/**
 * The member's redemption requests (`GET /api/loyalty/redemptions`), newest first, each with its
 * kind, points, recipient, day and status (spec §3, every status localized): loading, error with a
 * retry, empty and the list. A new request shows at the top as Submitted once the programme took it.
 */
export function RedemptionRequests() {
  const t = useTranslations('LoyaltyRedeem');
  const locale = useLocale();
  const headingId = useId();
  const requests = useRedemptions();

  if (requests.isPending) return <RequestShapes />;
  return (
    <section aria-labelledby={headingId} className={styles.requests}>
      <h3 id={headingId} className={cx(typography.h6, styles.requestsHeading)}>
        {t('requests.heading')}
      </h3>
      {!requests.data ? (
        <div role="alert" className={styles.alert}>
          <p>{t('requests.error')}</p>
          <button type="button" onClick={() => void requests.refetch()} disabled={requests.isFetching} className={buttonClasses({ variant: 'outlined', size: 'small' })}>
            {t('requests.retry')}
          </button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className={typography.body2}>{t('requests.empty')}</p>
      ) : (
        <ul className={cx(layout.plainList, styles.requestList)}>
          {requests.data.map((request) => (
            <li key={request.id} className={styles.request}>
              <div>
                <p className={styles.requestTitle}>{t(`kinds.${request.kind}`)}</p>
                <p className={styles.requestMeta}>
                  {t('requests.requestedOn', { date: formatLoyaltyDay(new Date(request.createdAt), locale) })} ·{' '}
                  {request.recipient === 'group' ? t('requests.forGroup') : t('requests.forSelf')}
                </p>
              </div>
              <p className={cx(styles.requestMeta, styles.requestAmount)}>{t('points', { points: formatPoints(request.amount) })}</p>
              {request.note && <p className={styles.requestMeta}>{request.note}</p>}
              <p className={cx(styles.status, statusLook[request.status])}>
                <span className={layout.visuallyHidden}>{t('requests.status')}: </span>
                {t(`statuses.${request.status}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
