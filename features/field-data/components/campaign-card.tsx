import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import { RefreshButton } from '@/components/refresh-button/refresh-button-island.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { CampaignYield } from '../logic/campaign-yield';
import styles from './campaign-card.module.css';

/** What the card shows; loading is the block's skeleton. */
export type CampaignCardState =
  | { status: 'error' }
  | { status: 'empty'; reason: 'not-connected' | 'no-data'; season: number }
  | { status: 'standard'; yield: CampaignYield; lastSyncedAt: string | null };

export interface CampaignCardProps {
  heading?: string;
  /** The connect-account page, resolved for the locale. */
  connectHref: string;
  /** The partner's field-selection site with our client id; null when none is configured. */
  addFieldsHref: string | null;
  state: CampaignCardState;
}

/**
 * The campaign dashboard card (spec §2, §4): the average yield of the season for the crop, in t/ha,
 * against the last season; empty (connect account, add fields, retry) when the user is not
 * connected or has no data for the season; a warning with retry when the fetch failed. The retries
 * ask the server for the page again. Needs the `FieldData` messages.
 */
export function CampaignCard({ heading, connectHref, addFieldsHref, state }: CampaignCardProps) {
  const t = useTranslations('FieldData.campaign');
  const headingId = useId();
  return (
    <WidgetSection heading={heading ?? t('heading')} headingId={headingId}>
      {state.status === 'error' && <ErrorCard className={styles.errorCard} title={t('errorTitle')} text={t('errorText')} action={{ label: t('retry'), refresh: true }} />}
      {state.status === 'empty' && <CampaignEmpty reason={state.reason} season={state.season} connectHref={connectHref} addFieldsHref={addFieldsHref} />}
      {state.status === 'standard' && <CampaignStandard result={state.yield} lastSyncedAt={state.lastSyncedAt} />}
    </WidgetSection>
  );
}

function CampaignStandard({ result, lastSyncedAt }: { result: CampaignYield; lastSyncedAt: string | null }) {
  const t = useTranslations('FieldData.campaign');
  const format = useFormatter();
  const { comparison } = result;
  return (
    <div className={styles.card}>
      <p className={cx(typography.h6, styles.figure)}>{t('averageYield', { crop: result.crop })}</p>
      <p className={cx(typography.body2, styles.secondary)}>{t('season', { season: String(result.season) })}</p>
      <p className={cx(typography.h3, styles.figure)}>{t('yieldValue', { value: format.number(result.tonnesPerHectare, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</p>
      {comparison && (
        <p className={cx(typography.body1, comparison.direction === 'more' ? styles.more : styles.less)}>
          {t('comparison', {
            percent: format.number(Math.abs(comparison.percent) / 100, { style: 'percent', maximumFractionDigits: 1 }),
            direction: comparison.direction,
            year: String(comparison.year),
          })}
        </p>
      )}
      {lastSyncedAt && (
        <p className={cx(typography.body2, styles.secondary)}>{t('lastSynced', { date: format.dateTime(new Date(lastSyncedAt), { dateStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' }) })}</p>
      )}
    </div>
  );
}

function CampaignEmpty({ reason, season, connectHref, addFieldsHref }: { reason: 'not-connected' | 'no-data'; season: number; connectHref: string; addFieldsHref: string | null }) {
  const t = useTranslations('FieldData.campaign');
  const connected = reason === 'no-data';
  return (
    <div className={styles.card}>
      <p className={cx(typography.h6, styles.figure)}>{connected ? t('noDataTitle', { season: String(season) }) : t('connect-fieldview-account-title')}</p>
      <p className={cx(typography.body2, styles.secondary)}>{connected ? t('noDataText') : t('notConnectedText')}</p>
      <div className={styles.actions}>
        {!connected && (
          <a href={connectHref} className={buttonClasses({ variant: 'contained' })}>
            {t('connectAccount')}
          </a>
        )}
        {addFieldsHref && (
          <a href={addFieldsHref} className={buttonClasses({ variant: connected ? 'contained' : 'outlined' })}>
            {t('addFields')}
          </a>
        )}
        <RefreshButton label={t('retry')} className={buttonClasses({ variant: 'outlined' })} />
      </div>
    </div>
  );
}
