import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import widget from '@/components/widget-section/widget-section.module.css';
import type { CarbonField } from '@/lib/carbon-program/contract';
import { badgeTone, documentLabelKey, type JourneyView } from '../logic/journey';
import type { CarbonJourneyProps } from '../schema';
import { InfoCards } from './info-cards';
import styles from './carbon-journey.module.css';

export interface CarbonJourneyViewProps {
  view: Exclude<JourneyView, { kind: 'none' }>;
  infoCards: CarbonJourneyProps['infoCards'];
}

/**
 * The participant's carbon journey (spec §2, §3), rendered on the server: the info cards, then one
 * card per field with its documents, each with its status badge and a link to its PDF (our own
 * route); the 'Aguarde!' card while the programme has produced nothing; on error, a retry that asks
 * the server for the page again. Loading is the block's skeleton.
 */
export function CarbonJourney({ view, infoCards }: CarbonJourneyViewProps) {
  const t = useTranslations('CarbonProgram');
  const headingId = useId();
  return (
    <WidgetSection heading={t('heading')} headingId={headingId}>
      <InfoCards cards={infoCards} heading={t('infoCards')} />
      {view.kind === 'error' && <ErrorCard title={t('error.title')} text={t('error.body')} action={{ label: t('error.retry'), refresh: true }} className={styles.waiting} />}
      {view.kind === 'waiting' && (
        <div className={cx(widget.card, styles.waiting)}>
          <h3 className={typography.h6}>{t('waiting.title')}</h3>
          <p className={typography.body2}>{t('waiting.text')}</p>
        </div>
      )}
      {view.kind === 'fields' && (
        <ul className={cx(layout.plainList, styles.fields)}>
          {view.fields.map((field) => (
            <li key={field.id} className={cx(widget.card, styles.fieldCard)}>
              <FieldDocuments field={field} />
            </li>
          ))}
        </ul>
      )}
    </WidgetSection>
  );
}

function FieldDocuments({ field }: { field: CarbonField }) {
  const t = useTranslations('CarbonProgram');
  const format = useFormatter();
  return (
    <>
      <h3 className={typography.h6}>{field.name}</h3>
      {field.areaHectares !== undefined && (
        <p className={cx(typography.body2, styles.area)}>{t('area', { area: format.number(field.areaHectares, { maximumFractionDigits: 1 }) })}</p>
      )}
      <ul aria-label={t('documentsOf', { field: field.name })} className={cx(layout.plainList, styles.documents)}>
        {field.documents.map((document) => {
          const label = t(documentLabelKey(document.kind));
          const status = t(`status.${document.status}`);
          return (
            <li key={document.kind} className={styles.document}>
              <span className={cx(typography.body1, styles.documentName)}>{label}</span>
              <span className={cx(styles.badge, styles[badgeTone(document.status)])}>
                <span className={layout.visuallyHidden}>{t('statusPrefix')} </span>
                {status}
              </span>
              <a href={document.pdfHref} aria-label={t('openPdfOf', { document: label, field: field.name })} className={buttonClasses({ variant: 'outlined', size: 'small' })}>
                {t('openPdf')}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
