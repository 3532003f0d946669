import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { SvgIcon } from '@/components/theme/svg-icon';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { ExpiringPoints as ExpiringLots, LoyaltyBanner, MemberSummary } from '@/lib/loyalty/contract';
import { EXPIRY_WINDOW_DAYS, expiringPoints, POINTS_VALIDITY_YEARS } from '../../logic/expiring-points';
import { formatPoints } from '../../logic/number-formats';
import { formatLoyaltyDay } from '../../logic/sao-paulo-calendar';
import { STAR_THRESHOLDS, starProgress } from '../../logic/star-level';
import { ErrorCard } from '@/components/error-card/error-card';
import { DashboardSection } from './points-dashboard-frame';
import styles from './points-dashboard.module.css';

/** Material's Star and StarBorder icons. */
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OUTLINE =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';
const GROUP = 'M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5s-3 1.34-3 3 1.34 3 3 3m-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5 5 6.34 5 8s1.34 3 3 3m0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5m8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5';
const HOURGLASS = 'M6 2v6h.01L6 8.01 10 12l-4 4 .01.01H6V22h12v-5.99h-.01L18 16l-4-4 4-3.99-.01-.01H18V2z';

/** Where the balance card leads: the page's redeem section for a family group's members, else the programme's redeem page. */
const REDEEM_SECTION = '#resgate';

/**
 * The member's expiring lots and when the server read them (what "today" is counted from);
 * `failed` when their call failed (the alert says so, the rest shows).
 */
export type ExpiringState = { lots: ExpiringLots['lots']; readAt: number } | 'failed';

/** Loading is the block's skeleton; the error card stands for the member's or the banner's call failing. */
export type PointsDashboardState =
  | { status: 'error' }
  | {
      status: 'ready';
      member: MemberSummary;
      banner: LoyaltyBanner;
      expiring: ExpiringState;
    };

export interface PointsDashboardProps {
  heading?: string;
  /** The programme's external redeem page (PROGRAMME_REDEEM_URL); null when not configured. */
  redeemHref: string | null;
}

/** The points dashboard (loyalty spec §2) in one of its states. Needs the `LoyaltyDashboard` and `Links` messages. */
export function PointsDashboard({ heading, redeemHref, state }: PointsDashboardProps & { state: PointsDashboardState }) {
  const t = useTranslations('LoyaltyDashboard');
  const headingId = useId();
  return (
    <DashboardSection heading={heading ?? t('dashboard.heading')} headingId={headingId}>
      {state.status === 'error' && (
        <div className={styles.dashboard}>
          <ErrorCard
            className={styles.errorFill}
            title={t('errorCard.error-loading-info')}
            text={t('dashboard.retryText')}
            action={{ label: t('dashboard.retry'), refresh: true }}
          />
        </div>
      )}
      {state.status === 'ready' && (
        <div className={styles.dashboard}>
          <MemberBanner member={state.member} />
          <div className={styles.cards}>
            <LevelCard member={state.member} />
            <BalanceCard member={state.member} redeemHref={redeemHref} />
            <ExpiringCard expiring={state.expiring} />
            <WeatherCard bulletin={state.banner.weatherBulletin} />
          </div>
        </div>
      )}
    </DashboardSection>
  );
}

/** The family banner (the group's name) for a member of a group; a greeting otherwise, so the dashboard's height is the same for both. */
function MemberBanner({ member }: { member: MemberSummary }) {
  const t = useTranslations('LoyaltyDashboard.dashboard');
  const group = member.familiarGroup;
  return (
    <div className={cx(styles.banner, group && styles.familyBanner)}>
      {group ? (
        <>
          <SvgIcon path={GROUP} size="large" className={styles.bannerIcon} />
          <div>
            <p className={typography.overline}>{t('familyOverline')}</p>
            <p className={cx(typography.h6, styles.wrap)}>{group.nmGroup}</p>
            <p className={typography.body2}>{member.flGroupLeader ? t('familyLeader') : t('familyMember')}</p>
          </div>
        </>
      ) : (
        <div>
          <p className={cx(typography.h6, styles.wrap)}>{t('greeting', { name: firstName(member.name) })}</p>
          <p className={typography.body2}>{t('greetingText')}</p>
        </div>
      )}
    </div>
  );
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The impulse and stars card: the member's level from their points, or in family mode the group's
 * (starsGroup) with the family wording; a bar of the 5 stars; what is left to the next star
 * (impulseLeft, impulsePercent from the programme).
 */
function LevelCard({ member }: { member: MemberSummary }) {
  const t = useTranslations('LoyaltyDashboard.dashboard.level');
  const locale = useLocale() as Locale;
  const headingId = useId();
  const progress = starProgress(member.impulsePoints, member.familiarGroup?.starsGroup);
  const family = progress.mode === 'family';
  const next = progress.stars + 1;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(member.impulsePercent / 100);
  const points = formatPoints(member.impulsePoints);
  let nextLine: string;
  if (progress.nextThreshold === null) nextLine = family ? t('familyTop') : t('individualTop');
  else nextLine = family ? t('familyNext', { next }) : t('individualNext', { points: formatPoints(member.impulseLeft), next, percent });
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={cx(typography.overline, styles.cardHeading)}>
        {family ? t('familyHeading') : t('individualHeading')}
      </h3>
      <p className={cx(typography.h4, styles.figure)}>{t('stars', { stars: progress.stars })}</p>
      <div className={styles.starBar}>
        <ol aria-hidden className={cx(layout.plainList, styles.starMarks)}>
          {STAR_THRESHOLDS.map((threshold, index) => (
            <li key={threshold} className={index < progress.stars ? styles.starReached : styles.starAhead}>
              <SvgIcon path={index < progress.stars ? STAR : STAR_OUTLINE} />
            </li>
          ))}
        </ol>
        <div
          role="progressbar"
          aria-label={t('barLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress.barFraction * 100)}
          aria-valuetext={t('barValue', { stars: progress.stars })}
          className={styles.track}
        >
          <span className={styles.fill} style={{ width: `${progress.barFraction * 100}%` }} />
        </div>
      </div>
      <p className={typography.body2}>{family ? t('familyPoints', { points }) : t('individualPoints', { points })}</p>
      <p className={cx(typography.body2, styles.secondary)}>{nextLine}</p>
    </article>
  );
}

/** The points the member can redeem (orbiaPoints), and where to redeem them. */
function BalanceCard({ member, redeemHref }: { member: MemberSummary; redeemHref: string | null }) {
  const t = useTranslations('LoyaltyDashboard.dashboard.balance');
  const links = useTranslations('Links');
  const headingId = useId();
  const linkClass = cx(typography.link, styles.cardLink);
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={cx(typography.overline, styles.cardHeading)}>
        {t('heading')}
      </h3>
      <p className={styles.balance}>
        <span className={typography.h3}>{formatPoints(member.orbiaPoints)}</span> <span className={typography.body1}>{t('unit')}</span>
      </p>
      {member.familiarGroup ? (
        <a href={REDEEM_SECTION} className={linkClass}>
          {t('groupLink')}
        </a>
      ) : (
        redeemHref && (
          <a href={redeemHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('redeemLink')} <span className={layout.visuallyHidden}>{links('newTab')}</span>
          </a>
        )
      )}
    </article>
  );
}

/** The expiring-points alert: points expiring today, else within 45 days (total and days), and the points' validity. */
function ExpiringCard({ expiring }: { expiring: ExpiringState }) {
  const t = useTranslations('LoyaltyDashboard.dashboard.expiring');
  const headingId = useId();
  const alert = expiring === 'failed' ? null : expiringPoints(expiring.lots, expiring.readAt);
  const urgent = alert?.when === 'today';
  let message: string;
  if (!alert) message = t('unavailable');
  else if (alert.when === 'today') message = t('today', { points: formatPoints(alert.points) });
  else if (alert.when === 'within-window') message = t('withinWindow', { points: formatPoints(alert.points), days: alert.daysToLatestExpiry });
  else message = t('none', { days: EXPIRY_WINDOW_DAYS });
  return (
    <article aria-labelledby={headingId} className={cx(styles.card, urgent && styles.urgent, alert && alert.when !== 'none' && styles.expiring)}>
      <h3 id={headingId} className={cx(typography.overline, styles.cardHeading)}>
        <SvgIcon path={HOURGLASS} size="small" className={styles.headingIcon} />
        {t('heading')}
      </h3>
      <p className={cx(typography.h6, styles.wrap)}>{message}</p>
      <p className={cx(typography.body2, styles.secondary)}>{t('validity', { years: POINTS_VALIDITY_YEARS })}</p>
    </article>
  );
}

/** The weather bulletin of the banner call, for the member's region. */
function WeatherCard({ bulletin }: { bulletin: LoyaltyBanner['weatherBulletin'] }) {
  const t = useTranslations('LoyaltyDashboard.dashboard.weather');
  const locale = useLocale() as Locale;
  const headingId = useId();
  const degrees = new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 });
  const chance = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={cx(typography.overline, styles.cardHeading)}>
        {t('heading')}
      </h3>
      {bulletin ? (
        <>
          <p className={cx(typography.h6, styles.wrap)}>{bulletin.location}</p>
          <p className={cx(typography.body2, styles.secondary)}>
            <time dateTime={bulletin.date}>{formatLoyaltyDay(new Date(bulletin.date), locale)}</time>
          </p>
          <p className={typography.body1}>{bulletin.description}</p>
          <p className={typography.body2}>{t('temperatures', { min: degrees.format(bulletin.minTemperature), max: degrees.format(bulletin.maxTemperature) })}</p>
          <p className={typography.body2}>{t('rain', { chance: chance.format(bulletin.precipitationChance / 100) })}</p>
        </>
      ) : (
        <p className={cx(typography.body2, styles.secondary)}>{t('none')}</p>
      )}
    </article>
  );
}
