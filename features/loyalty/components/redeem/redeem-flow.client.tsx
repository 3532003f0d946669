'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/theme/button-classes';
import typography from '@/components/theme/typography.module.css';
import { useMember } from '../../api/use-member';
import { formatPoints } from '../../logic/number-formats';
import { RedeemFlowProvider } from './redeem-context.client';
import { RedeemShapes } from './redeem-shapes';
import { RedeemWizard } from './redeem-wizard.client';
import { RedemptionRequests } from './redemption-requests.client';
import styles from './redeem.module.css';

export interface RedeemFlowProps {
  /** Where this member's attempt is kept in sessionStorage (./redeem-attempt.ts). */
  storageKey: string;
}

/**
 * The redeem flow (spec §2 and issue 17): the redeemable balance (`orbiaPoints`, the member query
 * every loyalty widget shares), the steps and the member's requests. Loading (the skeleton's
 * shapes), error with a retry, nothing to redeem, and the flow.
 */
export function RedeemFlow({ storageKey }: RedeemFlowProps) {
  const t = useTranslations('LoyaltyRedeem');
  const member = useMember();

  if (member.isPending) return <RedeemShapes loadingLabel={t('loading')} />;
  // A balance once loaded stays on screen, even if a later read of it fails.
  if (!member.data) {
    return (
      <div role="alert" className={styles.panel}>
        <p className={typography.h6}>{t('error.title')}</p>
        <p className={typography.body2}>{t('error.body')}</p>
        <div className={styles.actions}>
          <button type="button" onClick={() => void member.refetch()} disabled={member.isFetching} className={buttonClasses({ variant: 'contained' })}>
            {t('error.retry')}
          </button>
        </div>
      </div>
    );
  }

  const { orbiaPoints } = member.data;
  return (
    <RedeemFlowProvider member={member.data} storageKey={storageKey}>
      <p className={styles.balance}>
        <span className={typography.body1}>{t('balance')}</span>
        <strong className={styles.balanceValue} aria-live="polite" data-testid="redeemable-points">
          {t('points', { points: formatPoints(orbiaPoints) })}
        </strong>
      </p>
      <RedeemWizard />
      <RedemptionRequests />
    </RedeemFlowProvider>
  );
}
