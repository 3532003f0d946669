'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import { ProgressMeter } from '@/components/progress-meter/progress-meter';
import { TabList, tabId, tabPanelId } from '@/components/tabs/tab-list.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import widget from '@/components/widget-section/widget-section.module.css';
import type { ActivityItem, GrowersRewardsAnswer, Requirements } from '@/lib/growers-rewards/contract';
import type { Locale } from '@/lib/i18n/locales';
import { useGrowersRewards } from '../api/use-growers-rewards';
import { redemptionBanner } from '../logic/redemption-banner';
import { growersRewardsPanel } from '../logic/panel';
import { defaultRequirementsTab, REQUIREMENT_TARGETS, REQUIREMENTS_TABS, requirementsProgress, type RequirementsTab } from '../logic/requirements';
import { formatActivityDate, formatProgrammeDate, formatRewardsAmount } from '../logic/rewards-formats';
import { GrowersRewardsLoading } from './growers-rewards-frame';
import styles from './growers-rewards.module.css';

type EnrolledAnswer = Extract<GrowersRewardsAnswer, { enrolled: true }>;

/**
 * The growers' rewards widget (loyalty-finance spec §2, §4): loading shows the skeleton; a grower
 * not enrolled sees the steps to start earning; an enrolled head grower who has not met the
 * requirements sees the requirements panel; everyone else the snapshot (available rewards and the
 * banner for head growers only, the activity), or 'Failed to load'. Needs the `GrowersRewards`
 * messages; its frame (section and heading) is the server block's.
 */
export function GrowersRewards({ startEarningHref }: { startEarningHref: string }) {
  const t = useTranslations('GrowersRewards');
  const query = useGrowersRewards();
  // A retry of a failed read has no data yet either: the error card stays, its button busy.
  const failedBefore = query.errorUpdateCount > 0;
  if (query.isPending && !failedBefore) return <GrowersRewardsLoading label={t('loading')} />;
  if (!query.data) {
    return (
      <ErrorCard className={styles.card} title={t('error.title')} text={t('error.text')} action={{ label: t('error.button'), retry: () => void query.refetch(), busy: query.isFetching }} />
    );
  }
  const answer = query.data;
  const panel = growersRewardsPanel(answer);
  if (!answer.enrolled || panel === 'not-enrolled') return <NotEnrolledPanel startEarningHref={startEarningHref} />;
  if (panel === 'requirements' && answer.requirements) return <RequirementsPanel requirements={answer.requirements} />;
  return <SnapshotPanel answer={answer} />;
}

const ENROLMENT_STEPS = [
  { step: 'createPassword', done: true },
  { step: 'verifyAccount', done: true },
  { step: 'connectId', done: false },
] as const;

function NotEnrolledPanel({ startEarningHref }: { startEarningHref: string }) {
  const t = useTranslations('GrowersRewards.notEnrolled');
  return (
    <div className={cx(widget.card, styles.card)}>
      <h3 className={cx(typography.h5, styles.panelTitle)}>{t('title')}</h3>
      <p className={typography.body1}>{t('text')}</p>
      <ol className={styles.list}>
        {ENROLMENT_STEPS.map(({ step, done }) => (
          <li key={step} className={styles.step} data-done={done}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.stepIcon}>
              <path d={done ? 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z' : 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16'} />
            </svg>
            <span>{t(`steps.${step}`)}</span>
            <span className={layout.visuallyHidden}>{done ? t('done') : t('toDo')}</span>
          </li>
        ))}
      </ol>
      <a href={startEarningHref} className={cx(buttonClasses({ variant: 'contained', size: 'large' }), styles.action)}>
        {t('startEarning')}
      </a>
    </div>
  );
}

const percentOf = (fraction: number, locale: Locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);

function RequirementsPanel({ requirements }: { requirements: Requirements }) {
  const t = useTranslations('GrowersRewards.requirements');
  const locale = useLocale() as Locale;
  const ids = useId();
  const progress = useMemo(() => requirementsProgress(requirements), [requirements]);
  const [selected, setSelected] = useState<RequirementsTab>(() => defaultRequirementsTab(progress));

  const tabProgress = progress[selected];
  return (
    <div className={cx(widget.card, styles.card)}>
      <h3 className={cx(typography.h5, styles.panelTitle)}>{t('title')}</h3>
      <p className={typography.body1}>{t('text')}</p>
      <TabList label={t('tabsLabel')} tabs={REQUIREMENTS_TABS} selected={selected} onSelect={setSelected} labelOf={(tab) => t(`tabs.${tab}`)} idPrefix={ids} />
      <div role="tabpanel" id={tabPanelId(ids)} aria-labelledby={tabId(ids, selected)} className={styles.tabPanel}>
        <p id={`${ids}-progress`} className={typography.h6}>
          {t('progress', { percent: percentOf(tabProgress.progress, locale) })}
        </p>
        <ProgressMeter percent={tabProgress.progress * 100} label={{ labelledBy: `${ids}-progress` }} />
        <ul className={styles.list}>
          {selected === 'potatoes' ? (
            <>
              <li>{t('gallons', { product: 'Emesto', count: requirements.potatoes.emestoGallonsPurchased, target: REQUIREMENT_TARGETS.potatoes.emestoGallonsPurchased })}</li>
              <li>{t('gallons', { product: 'Admire', count: requirements.potatoes.admireGallonsPurchased, target: REQUIREMENT_TARGETS.potatoes.admireGallonsPurchased })}</li>
            </>
          ) : (
            <>
              <li>{t('products', { count: requirements[selected].purchasedProductsCount, target: REQUIREMENT_TARGETS[selected].purchasedProductsCount })}</li>
              <li>
                {t('money', {
                  earned: formatRewardsAmount(requirements[selected].rewardsEarned, locale),
                  target: formatRewardsAmount(REQUIREMENT_TARGETS[selected].rewardsEarned, locale),
                })}
                {progress[selected].moneyLocked && <span className={styles.locked}> {t('moneyLocked', { target: REQUIREMENT_TARGETS[selected].purchasedProductsCount })}</span>}
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}

/** What the banner says in each period: redeem 50% until period two, then 100% until the next period, then until the end. */
const BANNER_MESSAGE = { 1: '50', 2: '100', 3: 'final' } as const;

function SnapshotPanel({ answer }: { answer: EnrolledAnswer }) {
  const t = useTranslations('GrowersRewards.snapshot');
  const locale = useLocale() as Locale;
  // Only head growers see the banner and their rewards (spec section 6).
  const banner = answer.headGrower ? redemptionBanner(answer.config, new Date()) : null;
  return (
    <div className={cx(widget.card, styles.card)}>
      {banner && (
        <p className={styles.banner}>
          {t(`banner.${BANNER_MESSAGE[banner.period]}`, { date: formatProgrammeDate(banner.date, locale) })}
        </p>
      )}
      {answer.headGrower && answer.availableRewards !== null && (
        <p className={styles.rewards}>
          <span className={typography.body2}>{t('availableRewards')}</span>
          <span className={cx(typography.h3, styles.rewardsAmount)}>{formatRewardsAmount(answer.availableRewards, locale)}</span>
        </p>
      )}
      <h3 className={cx(typography.h6, styles.panelTitle)}>{t('activityTitle')}</h3>
      {answer.activity.length === 0 ? <p className={typography.body2}>{t('noActivity')}</p> : <ActivityList activity={answer.activity} locale={locale} />}
    </div>
  );
}

function ActivityList({ activity, locale }: { activity: ActivityItem[]; locale: Locale }) {
  const t = useTranslations('GrowersRewards.snapshot');
  return (
    <ul className={cx(styles.list, styles.activity)}>
      {activity.map((item) => (
        <li key={`${item.type}-${item.id}`} className={styles.activityItem}>
          <span className={cx(typography.overline, styles.activityType)}>{t(`activityTypes.${item.type}`)}</span>
          <span className={styles.activityDescription}>{item.data.description}</span>
          <span className={cx(typography.body2, styles.activityDate)}>{formatActivityDate(item.data.date, locale)}</span>
          <span className={styles.activityAmount}>{formatRewardsAmount(item.data.amount, locale)}</span>
          {item.link && (
            <a href={item.link} target="_blank" rel="noopener noreferrer" aria-label={t('detailsLabel', { description: item.data.description })} className={styles.activityLink}>
              {t('details')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
