import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StatusMessage } from '@/components/layout/status-message';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import facts from '@/components/theme/facts.module.css';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { TrialReport as Report } from '@/lib/yield-trials/contract';
import { brandLabels } from '../logic/brands';
import styles from './trial-report.module.css';

/** The service's tillage words we translate; any other is shown as the service words it. */
const tillageKeys = { 'No-till': 'noTill', 'Strip-till': 'stripTill', Conventional: 'conventional', 'Minimum till': 'minimumTill' } as const;
const isKnownTillage = (value: string): value is keyof typeof tillageKeys => Object.hasOwn(tillageKeys, value);

interface TrialReportProps {
  locale: Locale;
  report: Report;
  /** The zip of the report path (`/{zip}/{reportId}`): the page says the trial is near it. */
  zip?: string;
  /** The locale's yield trials page. */
  trialsHref: string;
}

/**
 * One trial's full report: what was grown where, how, and every entry's results by rank. US units
 * in every locale (the trials are US plots); numbers and dates in the locale's format.
 */
export async function TrialReport({ locale, report, zip, trialsHref }: TrialReportProps) {
  const t = await getTranslations({ locale, namespace: 'YieldTrialReport' });
  // The service words its texts in en-US: marked so, a screen reader reads them in English.
  const serviceLang = locale === 'en-US' ? undefined : 'en-US';
  const tenth = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  // Calendar dates: read and shown in UTC, so no time zone moves them a day.
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (iso: string) => <time dateTime={iso}>{day.format(new Date(`${iso}T00:00:00Z`))}</time>;

  const brand = brandLabels[report.brand];
  const crop = t('cropInText', { crop: report.cropGrown });
  const year = String(report.year); // a year is no quantity: never grouped (pt-BR would write 2.026)
  const entries = [...report.entries].sort((a, b) => a.rank - b.rank);
  const id = (part: string) => `trial-report-${report.reportId}-${part}`;

  const details: { label: string; value: ReactNode; lang?: string }[] = [
    { label: t('details.year'), value: year },
    { label: t('details.cooperator'), value: report.cooperator },
    { label: t('details.brand'), value: brand },
    { label: t('details.plantingDate'), value: date(report.plantingDate) },
    { label: t('details.harvestDate'), value: date(report.harvestDate) },
    { label: t('details.soilType'), value: report.soilType, lang: serviceLang },
    isKnownTillage(report.tillage)
      ? { label: t('details.tillage'), value: t(`tillageName.${tillageKeys[report.tillage]}`) }
      : { label: t('details.tillage'), value: report.tillage, lang: serviceLang },
    { label: t('details.previousCrop'), value: t('cropName', { crop: report.previousCrop }) },
  ];

  return (
    <article className={cx(layout.container, layout.narrow, styles.report)} aria-labelledby={id('heading')}>
      <a href={trialsHref} className={cx(typography.link, styles.back)}>
        <span aria-hidden="true">← </span>
        {t('backToTrials')}
      </a>

      <header className={styles.header}>
        <p className={cx(typography.overline, styles.overline)}>
          {t('overline', { brand })} · {year}
        </p>
        <h1 id={id('heading')} className={typography.h1}>
          {t('heading', { crop, location: report.locationName })}
        </h1>
        {zip && <p className={cx(typography.lead, styles.near)}>{t('nearZip', { zip })}</p>}
      </header>

      <section aria-labelledby={id('details')}>
        <h2 id={id('details')} className={cx(typography.h3, styles.sectionHeading)}>
          {t('detailsHeading')}
        </h2>
        <dl className={cx(facts.facts, facts.threeColumns, styles.details)}>
          {details.map(({ label, value, lang }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd lang={lang}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {report.summaryItems.length > 0 && (
        <section aria-labelledby={id('summary')}>
          <h2 id={id('summary')} className={cx(typography.h3, styles.sectionHeading)}>
            {t('summaryHeading')}
          </h2>
          <ul className={cx(layout.plainList, styles.highlights)}>
            {report.summaryItems.map((item, index) => (
              <li key={index} className={styles.highlight} lang={serviceLang}>
                <p className={typography.body2}>{item.title}</p>
                <p className={cx(typography.h3, styles.highlightValue)}>{item.value}</p>
                <p className={cx(typography.body2, styles.highlightDescription)}>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={id('results')}>
        <h2 id={id('results')} className={cx(typography.h3, styles.sectionHeading)}>
          {t('resultsHeading')}
        </h2>
        {entries.length === 0 ? (
          <p className={typography.body1}>{t('noEntries')}</p>
        ) : (
          // A region with a name, focusable: a keyboard can scroll a table wider than the screen.
          <div className={styles.tableScroll} role="region" aria-labelledby={id('caption')} tabIndex={0}>
            <table className={styles.table}>
              <caption id={id('caption')} className={styles.caption}>
                {t('tableCaption', { crop, location: report.locationName, year })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.number}>
                    {t('columns.rank')}
                  </th>
                  <th scope="col">{t('columns.product')}</th>
                  <th scope="col">{t('columns.brand')}</th>
                  <th scope="col" className={styles.number}>
                    {t('columns.yield')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('columns.moisture')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('columns.testWeight')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={`${entry.rank}-${entry.brand}-${entry.product}`} className={entry.brand === brand ? styles.own : undefined}>
                    <td className={styles.number}>{whole.format(entry.rank)}</td>
                    <th scope="row">{entry.product}</th>
                    <td>{entry.brand}</td>
                    <td className={styles.number}>{tenth.format(entry.yieldBuPerAcre)}</td>
                    <td className={styles.number}>{tenth.format(entry.moisturePercent)}</td>
                    <td className={styles.number}>{tenth.format(entry.testWeightLbPerBu)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}

interface TrialReportUnavailableProps {
  locale: Locale;
  /** This page's own address: trying again asks the service afresh. */
  retryHref: string;
  trialsHref: string;
}

/** The page when the trials service failed or did not answer in time: what happened, a retry and the way back. */
export async function TrialReportUnavailable({ locale, retryHref, trialsHref }: TrialReportUnavailableProps) {
  const t = await getTranslations({ locale, namespace: 'YieldTrialReport' });
  return (
    <StatusMessage
      title={t('unavailable.title')}
      description={t('unavailable.description')}
      actions={
        <>
          <a href={retryHref} className={buttonClasses({ variant: 'contained', size: 'large' })}>
            {t('unavailable.retry')}
          </a>
          <a href={trialsHref} className={buttonClasses({ variant: 'outlined', size: 'large' })}>
            {t('backToTrials')}
          </a>
        </>
      }
    />
  );
}
