'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import { LocationPicker } from '@/components/location/location-picker.client';
import { useVisitorLocation } from '@/components/location/use-visitor-location.client';
import { locateIfAllowed } from '@/components/location/visitor-location';
import { useModal } from '@/components/modal/modal-provider.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { TRIAL_CARD_LIMIT, type TrialBrand } from '@/lib/yield-trials/constants';
import type { Trial } from '@/lib/yield-trials/contract';
import { useYieldTrials } from '../api/use-yield-trials';
import { trialReportHref } from '../logic/report-links';
import styles from './local-yield-trials.module.css';

export interface LocalYieldTrialsProps {
  brand: TrialBrand;
  variant: 'normal' | 'vertical';
  seeMoreHref?: string;
}

/** The trials are American: the module asks for, and uses, a US ZIP code in every language. */
const TRIALS_COUNTRY = 'US';

/**
 * The local yield trials module (marketing spec §2, §4, §8): where the visitor is (their ZIP code,
 * or the prompts to give one) and up to 3 trial cards near it, or the no-results message. Needs
 * the `YieldTrials` and `LocationPicker` messages and a `ModalProvider`.
 */
export function LocalYieldTrials({ brand, variant, seeMoreHref }: LocalYieldTrialsProps) {
  const t = useTranslations('YieldTrials');
  const location = useVisitorLocation();
  const modal = useModal();
  // Until hydrated (the server's markup) a click on a button would do nothing: it waits.
  const hydrated = useHydrated();

  // Until the browser's permission is known, "unknown" cannot be told from "about to know" (and a
  // stored location is read): the cards' skeleton stands in, so nothing flashes.
  const [checked, setChecked] = useState(false);

  // A browser that already lets the site know where it is needs no question.
  useEffect(() => {
    void locateIfAllowed().finally(() => setChecked(true));
  }, []);

  const zip = location.status === 'known' && location.place.country === TRIALS_COUNTRY ? location.place.postalCode : null;
  const openPicker = () => modal.open(<LocationPicker country={TRIALS_COUNTRY} onPicked={modal.close} />, { title: t('pickerTitle') });

  if (!checked || location.status === 'locating') return <TrialsLoading label={t('loading')} />;
  if (location.status === 'postal-code-missing') {
    return (
      <div className={styles.prompt}>
        <p className={typography.body1}>{t('enterZip')}</p>
        <button type="button" className={buttonClasses({ variant: 'contained' })} disabled={!hydrated} onClick={openPicker}>
          {t('enterZipButton')}
        </button>
      </div>
    );
  }
  if (zip === null) {
    return (
      <div className={styles.prompt}>
        <p className={cx(typography.h6, styles.hint)}>{t('locationUnknown')}</p>
        <p className={typography.body1}>{t('locationUnknownText')}</p>
        <button type="button" className={buttonClasses({ variant: 'contained' })} disabled={!hydrated} onClick={openPicker}>
          {t('pickLocation')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.module}>
      <div className={styles.where}>
        <p className={cx(typography.body1, styles.hint)}>
          {t('showingPlotsNear')} <strong>{zip}</strong>
        </p>
        <button type="button" className={buttonClasses({ variant: 'outlined', size: 'small' })} disabled={!hydrated} onClick={openPicker}>
          {t('changeLocation')}
        </button>
      </div>
      <TrialCards zip={zip} brand={brand} variant={variant} />
      {seeMoreHref && (
        <a href={seeMoreHref} className={cx(buttonClasses({ variant: 'contained' }), styles.seeMore)}>
          {t('seeMore')}
        </a>
      )}
    </div>
  );
}

function TrialsLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.cards}>
      <span className={layout.visuallyHidden}>{label}</span>
      {Array.from({ length: TRIAL_CARD_LIMIT }, (_, index) => (
        <span key={index} aria-hidden className={cx(skeleton.shape, styles.cardShape)} />
      ))}
    </div>
  );
}

function TrialCards({ zip, brand, variant }: { zip: string; brand: TrialBrand; variant: 'normal' | 'vertical' }) {
  const t = useTranslations('YieldTrials');
  const locale = useLocale();
  const query = useYieldTrials(zip, brand);
  if (query.isPending) return <TrialsLoading label={t('loading')} />;
  if (!query.data) {
    return <ErrorCard title={t('errorTitle')} text={t('errorText')} action={{ label: t('retry'), retry: () => void query.refetch(), busy: query.isFetching }} />;
  }
  if (query.data.trials.length === 0) return <p className={styles.noResults}>{t('noResults')}</p>;
  return (
    <ul className={cx(layout.plainList, styles.cards, variant === 'vertical' && styles.vertical)}>
      {query.data.trials.map((trial) => (
        <TrialCard key={trial.reportId} trial={trial} href={trialReportHref(locale, variant, trial.reportId, zip)} />
      ))}
    </ul>
  );
}

function TrialCard({ trial, href }: { trial: Trial; href: string }) {
  const t = useTranslations('YieldTrials');
  const locale = useLocale();
  const miles = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(trial.distanceMiles);
  return (
    <li className={styles.card}>
      <p className={styles.crop}>{trial.cropGrown}</p>
      <h3 className={cx(typography.h6, styles.location)}>
        <a href={href} className={styles.cardLink} aria-label={t('viewReport', { crop: trial.cropGrown, location: trial.locationName })}>
          {trial.locationName}
        </a>
      </h3>
      <p className={styles.distance}>{t('distance', { miles })}</p>
      <dl className={styles.facts}>
        <dt>{t('year')}</dt>
        <dd>{trial.year}</dd>
        <dt>{t('cooperator')}</dt>
        <dd>{trial.cooperator}</dd>
      </dl>
      <ul className={cx(layout.plainList, styles.summary)}>
        {trial.summaryItems.map((item) => (
          <li key={item.title}>
            <span className={styles.summaryTitle}>{item.title}</span> <strong>{item.value}</strong>
            {item.description && <span className={styles.summaryDescription}>{item.description}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}
