'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import typography from '@/components/theme/typography.module.css';
import widget from '@/components/widget-section/widget-section.module.css';
import type { DigitalFinanceRecord } from '@/lib/finance/contract';
import { DEFAULT_FINANCE_CURRENCY, financeCurrencies, type FinanceCurrency } from '@/lib/finance/currencies';
import { useDigitalFinance } from '../api/use-digital-finance';
import { formatCuit, formatFinanceAmount, formatFinancePercentage } from '../logic/finance-figures';
import { CreditGraph } from './credit-graph';
import { DigitalFinanceLoading } from './digital-finance-frame';
import styles from './digital-finance.module.css';

/**
 * The digital finance wrapper (loyalty-finance spec §2): a CUIT selector showing business names, a
 * currency filter (ARS by default), the credit status card with its doughnut and the credit limit
 * card. Variants (§4): error (after the route's retries), empty (no records), standard. Needs the
 * `DigitalFinance` messages; its frame (section and heading) is the server block's. `controlsId`
 * names the CUIT and currency controls the same in the server's markup and the live widget, so a
 * choice made before the code loaded is carried over (lib/browser/load-when-wanted.client.tsx).
 */
export function DigitalFinance({ controlsId }: { controlsId: string }) {
  const t = useTranslations('DigitalFinance');
  const query = useDigitalFinance();
  // A retry of a failed read has no data yet either: the error card stays, its button busy.
  const failedBefore = query.errorUpdateCount > 0;
  if (query.isPending && !failedBefore) return <DigitalFinanceLoading label={t('loading')} />;
  if (!query.data) {
    return (
      <div className={styles.body}>
        <ErrorCard
          className={styles.stateCard}
          title={t('df-error-title')}
          text={t('df-error-subtitle')}
          action={{ label: t('df-error-button'), retry: () => void query.refetch(), busy: query.isFetching }}
        />
      </div>
    );
  }
  const records = Object.values(query.data);
  if (records.length === 0) {
    return (
      <div className={styles.body}>
        <div className={cx(styles.emptyCard, styles.stateCard)}>
          <p className={typography.h6}>{t('df-empty-data-title')}</p>
          <p className={typography.body2}>{t('df-empty-data-subtitle')}</p>
        </div>
      </div>
    );
  }
  return <DigitalFinanceStandard records={records} controlsId={controlsId} />;
}

function DigitalFinanceStandard({ records, controlsId }: { records: DigitalFinanceRecord[]; controlsId: string }) {
  const t = useTranslations('DigitalFinance');
  const [chosenCuit, setChosenCuit] = useState(records[0]!.cuit);
  const [currency, setCurrency] = useState<FinanceCurrency>(DEFAULT_FINANCE_CURRENCY);
  const filters = useRef<HTMLDivElement>(null);

  // A CUIT or currency chosen in the server's markup before this code loaded
  // (lib/browser/load-when-wanted.client.tsx carries the choice over): the wrapper adopts it.
  useEffect(() => {
    const chosen = filters.current?.querySelector('select')?.value;
    if (chosen && records.some((candidate) => candidate.cuit === chosen)) setChosenCuit(chosen);
    const ticked = filters.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (ticked && (financeCurrencies as readonly string[]).includes(ticked)) setCurrency(ticked as FinanceCurrency);
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A refetch may drop the CUIT chosen: the first one stands in.
  const record = records.find((candidate) => candidate.cuit === chosenCuit) ?? records[0]!;
  return (
    <div className={styles.body}>
      <div ref={filters} className={controls.filters}>
        <div className={controls.field}>
          <label htmlFor={`${controlsId}-cuit`}>{t('cuitLabel')}</label>
          <select id={`${controlsId}-cuit`} className={controls.select} value={record.cuit} onChange={(event) => setChosenCuit(event.target.value)}>
            {records.map(({ cuit, businessName }) => (
              <option key={cuit} value={cuit}>
                {t('cuitOption', { businessName, cuit: formatCuit(cuit) })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={controls.field}>
          <legend>{t('currencyLabel')}</legend>
          <div className={controls.toggle}>
            {financeCurrencies.map((option) => (
              <label key={option} className={controls.toggleOption}>
                <input type="radio" name={`${controlsId}-currency`} value={option} checked={currency === option} onChange={() => setCurrency(option)} />
                {t(`currencies.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={styles.cards}>
        <CreditStatusCard record={record} currency={currency} />
        <CreditLimitCard record={record} currency={currency} />
      </div>
    </div>
  );
}

function CreditStatusCard({ record, currency }: { record: DigitalFinanceRecord; currency: FinanceCurrency }) {
  const t = useTranslations('DigitalFinance.creditStatus');
  const headingId = useId();
  const graphLabelId = useId();
  const percentage = formatFinancePercentage(record.totalConsumedPercentage);
  return (
    <section aria-labelledby={headingId} className={cx(widget.card, styles.card)}>
      <h3 id={headingId} className={cx(typography.h6, styles.cardHeading)}>
        {t('heading')}
      </h3>
      <div className={styles.graphBox}>
        <CreditGraph consumedPercentage={record.totalConsumedPercentage} labelledBy={graphLabelId} />
        <p className={styles.graphFigure} aria-hidden>
          {percentage}
        </p>
      </div>
      <p id={graphLabelId} className={typography.body2}>
        {t('graphLabel', { percentage })}
      </p>
      {record.totalConsumedPercentage > 100 && <p className={styles.overLimit}>{t('overLimit')}</p>}
      <dl className={styles.figures}>
        <dt>
          <span aria-hidden className={styles.swatch} />
          {t('consumed')}
        </dt>
        <dd>{formatFinanceAmount(record.totalConsumed[currency], currency)}</dd>
        <dt>
          <span aria-hidden className={cx(styles.swatch, styles.swatchAvailable)} />
          {t('available')}
        </dt>
        <dd>{formatFinanceAmount(record.available[currency], currency)}</dd>
      </dl>
    </section>
  );
}

function CreditLimitCard({ record, currency }: { record: DigitalFinanceRecord; currency: FinanceCurrency }) {
  const t = useTranslations('DigitalFinance.creditLimit');
  const headingId = useId();
  const rows = [
    ['limit', record.limit],
    ['totalDebt', record.totalDebt],
    ['overdueDebt', record.overdueDebt],
    ['debtDue', record.debtDue],
  ] as const;
  return (
    <section aria-labelledby={headingId} className={cx(widget.card, styles.card)}>
      <h3 id={headingId} className={cx(typography.h6, styles.cardHeading)}>
        {t('heading')}
      </h3>
      <dl className={styles.figures}>
        {rows.map(([name, amount]) => (
          <div key={name} className={styles.figureRow}>
            <dt>{t(name)}</dt>
            <dd>{formatFinanceAmount(amount[currency], currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
