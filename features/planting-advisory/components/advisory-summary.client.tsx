'use client';
import Button from '@mui/material/Button';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/theme/button-classes';
import layout from '@/components/theme/layout.module.css';
import { AMOUNT_MAX, AMOUNT_MIN } from '@/lib/planting-advisory/contract';
import { amountValue } from '../logic/amount';
import type { AdvisoryChoices } from '../logic/advisory-state';
import { segmentOf } from '../logic/range-bar';
import { formatSowingDate, fromIsoDate } from '../logic/sowing-date';
import styles from './planting-advisory.module.css';
import { RangeBar } from './range-bar';

export interface AdvisorySummaryProps {
  /** Complete choices (the summary is reached only then). */
  choices: AdvisoryChoices;
  quotationHref: string;
  onBack: () => void;
  onEdit: () => void;
  onSave: () => void;
  saving: boolean;
  /** What the last 'save for next' did. */
  saveResult: 'saved' | 'failed' | null;
}

/** Step summary (spec §4): the choices, the yield range bar, and back, edit, 'save for next', 'see quotation'. */
export function AdvisorySummary({ choices, quotationHref, onBack, onEdit, onSave, saving, saveResult }: AdvisorySummaryProps) {
  const t = useTranslations('PlantingAdvisory');
  const format = useFormatter();
  const amount = amountValue(choices.selectedAmount) ?? 0;
  const date = choices.selectedDate ? fromIsoDate(choices.selectedDate) : null;
  const amountText = format.number(amount, { maximumFractionDigits: 1 });
  const facts: [string, string][] = [
    [t('farm'), choices.selectedFarm ?? ''],
    [t('field'), choices.selectedField ?? ''],
    [t('sowingDate'), date ? formatSowingDate(date) : ''],
    [t('climaticYear'), choices.selectedClimaticYear ?? ''],
    [t('waterInGround'), choices.selectedWaterInGround === null ? '' : format.number(choices.selectedWaterInGround / 100, { style: 'percent' })],
    [t('amount'), amountText],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RangeBar
        amount={amount}
        heading={t('rangeHeading')}
        valueText={t('rangeValue', { amount: amountText, level: t(`levels.${segmentOf(amount).label}`) })}
        levels={{ veryLow: t('levels.veryLow'), medium: t('levels.medium'), high: t('levels.high'), veryHigh: t('levels.veryHigh') }}
        min={format.number(AMOUNT_MIN)}
        max={format.number(AMOUNT_MAX)}
      />
      <div className={layout.buttonRow}>
        <Button variant="outlined" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="outlined" onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button variant="outlined" onClick={onSave} loading={saving}>
          {t('saveForNext')}
        </Button>
        <a href={quotationHref} className={buttonClasses({ variant: 'contained' })}>
          {t('seeQuotation')}
        </a>
      </div>
      <p role="status">{saveResult === 'saved' ? t('saved') : ''}</p>
      {saveResult === 'failed' && <p role="alert">{t('saveFailed')}</p>}
    </>
  );
}
