import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { Locale } from '@/lib/i18n/locales';
import type { MemberSummary } from '@/lib/loyalty/contract';
import { formatPoints } from '../../logic/number-formats';
import { ErrorCard } from '@/components/error-card/error-card';
import { ProgressMeter } from '@/components/progress-meter/progress-meter';
import styles from './accumulated-points.module.css';

/** Loading is the block's skeleton. */
export type AccumulatedPointsState = { status: 'error' } | { status: 'ready'; member: MemberSummary };

export interface AccumulatedPointsProps {
  heading?: string;
  /** The card's button, its empty state's and its error's reload (spec: `/mi-impulso`), resolved for the locale. */
  buttonHref: string;
}

/**
 * The accumulated points / impulse card (loyalty spec §2, §4 "Impulse card"): the points the member
 * has accumulated, their star level and the impulse towards the next star; an empty state before
 * the first points; the spec's error (error-loading-info, refresh-page, reload-page to `/mi-impulso`).
 * Needs the `LoyaltyDashboard` messages.
 */
export function AccumulatedPoints({ heading, buttonHref, state }: AccumulatedPointsProps & { state: AccumulatedPointsState }) {
  const t = useTranslations('LoyaltyDashboard');
  const headingId = useId();
  return (
    <WidgetSection heading={heading ?? t('accumulated.heading')} headingId={headingId}>
      {state.status === 'error' && (
        <ErrorCard
          className={styles.errorCard}
          title={t('errorCard.error-loading-info')}
          text={t('errorCard.refresh-page')}
          action={{ label: t('errorCard.reload-page'), href: buttonHref }}
        />
      )}
      {state.status === 'ready' &&
        (state.member.impulsePoints > 0 ? <AccumulatedCard member={state.member} buttonHref={buttonHref} /> : <AccumulatedEmpty buttonHref={buttonHref} />)}
    </WidgetSection>
  );
}

function AccumulatedCard({ member, buttonHref }: { member: MemberSummary; buttonHref: string }) {
  const t = useTranslations('LoyaltyDashboard.accumulated');
  const locale = useLocale() as Locale;
  const top = member.stars >= 5;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(member.impulsePercent / 100);
  return (
    <div className={styles.card}>
      <p className={styles.points}>
        <span className={typography.h2}>{formatPoints(member.impulsePoints)}</span> <span className={typography.body1}>{t('pointsLabel')}</span>
      </p>
      <p className={typography.h6}>{t('stars', { stars: member.stars })}</p>
      {top ? (
        <p className={cx(typography.body2, styles.secondary)}>{t('top')}</p>
      ) : (
        <div className={styles.impulse}>
          <p className={cx(typography.body2, styles.impulseLine)}>
            <span>{t('impulse', { next: member.stars + 1 })}</span>
            <span>{percent}</span>
          </p>
          <ProgressMeter percent={member.impulsePercent} label={{ text: t('impulse', { next: member.stars + 1 }) }} valueText={percent} />
          <p className={cx(typography.body2, styles.secondary)}>{t('impulseLeft', { points: formatPoints(member.impulseLeft) })}</p>
        </div>
      )}
      <a href={buttonHref} className={cx(buttonClasses({ variant: 'outlined' }), styles.button)}>
        {t('link')}
      </a>
    </div>
  );
}

/** Before the member's first points: what the programme is for, and where to learn how to earn. */
function AccumulatedEmpty({ buttonHref }: { buttonHref: string }) {
  const t = useTranslations('LoyaltyDashboard.accumulated');
  return (
    <div className={styles.card}>
      <p className={typography.h6}>{t('emptyTitle')}</p>
      <p className={cx(typography.body2, styles.secondary)}>{t('emptyText')}</p>
      <a href={buttonHref} className={cx(buttonClasses({ variant: 'contained' }), styles.button)}>
        {t('emptyButton')}
      </a>
    </div>
  );
}
