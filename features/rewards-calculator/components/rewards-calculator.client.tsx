'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { Locale } from '@/lib/i18n/locales';
import { pointsBands } from '@/lib/loyalty/points-bands';
import {
  acceleratorMessages,
  buyingChannels,
  categoryFactor,
  MAX_BRANDS,
  MAX_YEARS,
  partnerKinds,
  RESULT_STAR_THRESHOLDS,
  starCategories,
  type CalculatorResult,
} from '../logic/calculator';
import { calculatorReducer, initialCalculatorState } from '../logic/calculator-state';
import { formatAmount, formatPercent, formatPoints } from '../logic/calculator-formats';
import { RewardsCatalogue } from './rewards-catalogue.client';
import styles from './rewards-calculator.module.css';
import { StarIcon } from './star-icon';

const yearOptions = Array.from({ length: MAX_YEARS + 1 }, (_, years) => years);
const brandOptions = Array.from({ length: MAX_BRANDS + 1 }, (_, brands) => brands);

/**
 * The Impulso rewards calculator (marketing spec §2, §4, §5, §9): the buying channel, the
 * visitor's star category with the share of impulsos each keeps, the purchase and corn amounts
 * (digits only, shown as reais), the accelerators; Calculate shows the impulsos, the alerts and
 * the rewards the total reaches. Its words come from the `RewardsCalculator` messages.
 */
export function RewardsCalculator({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('RewardsCalculator');
  const locale = useLocale() as Locale;
  // Named by the block's node id, the same on the server and in the browser: what a visitor chose
  // in the server's markup before the code loaded is carried over by name.
  const ids = idPrefix;
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  const result = useRef<HTMLDivElement>(null);
  const purchase = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Mounted over the server's markup: take what the visitor entered there before the code loaded.
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const valueOf = (name: string) => {
      const field = fields.namedItem(`${ids}-${name}`);
      return field instanceof RadioNodeList || field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value || undefined : undefined;
    };
    dispatch({
      type: 'adopt',
      entered: { channel: valueOf('channel'), partnerKind: valueOf('partner-kind'), stars: valueOf('stars'), purchase: valueOf('purchase'), corn: valueOf('corn'), years: valueOf('years'), brands: valueOf('brands') },
    });
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new result takes the focus, so keyboard and screen reader users land on what Calculate did.
  useEffect(() => {
    if (state.result) result.current?.focus();
  }, [state.result]);

  const amountError = state.amountsInvalid ? `${ids}-amounts-error` : undefined;

  function onCalculate() {
    dispatch({ type: 'calculate', bands: pointsBands });
    if (!state.purchaseDigits.replace(/0/g, '') && !state.cornDigits.replace(/0/g, '')) purchase.current?.focus();
  }

  return (
    <div className={styles.calculator}>
      <form
        ref={form}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onCalculate();
        }}
      >
        <p className={cx(typography.body1, styles.intro)}>{t('intro')}</p>

        <fieldset className={styles.group}>
          <legend>{t('channel.legend')}</legend>
          <div className={controls.toggle}>
            {buyingChannels.map((channel) => (
              <label key={channel} className={controls.toggleOption}>
                <input type="radio" name={`${ids}-channel`} value={channel} checked={state.channel === channel} onChange={() => dispatch({ type: 'channel', channel })} />
                {t(`channel.${channel}`)}
              </label>
            ))}
          </div>
          <p role="status" className={layout.visuallyHidden}>
            {state.clearedByChannel ? t('channel.cleared') : ''}
          </p>
        </fieldset>

        {state.channel === 'partner' && (
          <fieldset className={styles.group}>
            <legend>{t('channel.partnerKindLegend')}</legend>
            <div className={controls.toggle}>
              {partnerKinds.map((partnerKind) => (
                <label key={partnerKind} className={controls.toggleOption}>
                  <input
                    type="radio"
                    name={`${ids}-partner-kind`}
                    value={partnerKind}
                    checked={state.partnerKind === partnerKind}
                    onChange={() => dispatch({ type: 'partner-kind', partnerKind })}
                  />
                  {t(`channel.partnerKinds.${partnerKind}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <fieldset className={styles.group}>
          <legend>{t('stars.legend')}</legend>
          <div className={styles.starOptions}>
            {starCategories.map((stars) => (
              <label key={stars} className={cx(styles.starOption, stars <= state.stars && styles.starOn)}>
                <input
                  type="radio"
                  name={`${ids}-stars`}
                  value={stars}
                  checked={state.stars === stars}
                  aria-label={t('stars.option', { stars })}
                  onChange={() => dispatch({ type: 'stars', stars })}
                />
                <StarIcon />
              </label>
            ))}
          </div>
          <h3 className={cx(typography.h6, styles.catalogueHeading)}>{t('stars.pointsHeading')}</h3>
          <ul className={cx(layout.plainList, styles.categories)}>
            {starCategories.map((stars) => (
              <li key={stars} className={styles.category} aria-current={stars === state.stars}>
                <span className={styles.categoryStars} aria-hidden>
                  {'★'.repeat(stars)}
                </span>
                <strong>
                  {t('stars.option', { stars })}
                  {stars === state.stars && <span className={layout.visuallyHidden}> ({t('stars.selected')})</span>}
                </strong>
                <span>{t('stars.factor', { percent: formatPercent(categoryFactor(stars), locale) })}</span>
                <span>{t('stars.from', { points: formatPoints(stars === 1 ? 0 : RESULT_STAR_THRESHOLDS[stars - 2]!, locale) })}</span>
              </li>
            ))}
          </ul>
        </fieldset>

        <div className={styles.row}>
          <AmountField
            id={`${ids}-purchase`}
            inputRef={purchase}
            label={t('amounts.purchase')}
            hint={t('amounts.purchaseHint')}
            digits={state.purchaseDigits}
            locale={locale}
            errorId={amountError}
            onEdit={(typed, previousText) => dispatch({ type: 'purchase', typed, previousText })}
          />
          <AmountField
            id={`${ids}-corn`}
            label={t('amounts.corn')}
            hint={t('amounts.cornHint')}
            digits={state.cornDigits}
            locale={locale}
            errorId={amountError}
            onEdit={(typed, previousText) => dispatch({ type: 'corn', typed, previousText })}
          />
        </div>
        {amountError && (
          <p id={amountError} role="alert" className={controls.fieldError}>
            {t('amounts.required')}
          </p>
        )}

        <fieldset className={styles.group}>
          <legend>{t('accelerators.legend')}</legend>
          <div className={controls.filters}>
            <div className={controls.field}>
              <label htmlFor={`${ids}-years`}>{t('accelerators.years')}</label>
              <select id={`${ids}-years`} name={`${ids}-years`} className={controls.select} value={state.years} onChange={(event) => dispatch({ type: 'years', years: Number(event.target.value) })}>
                {yearOptions.map((years) => (
                  <option key={years} value={years}>
                    {t('accelerators.yearsOption', { years })}
                  </option>
                ))}
              </select>
            </div>
            <div className={controls.field}>
              <label htmlFor={`${ids}-brands`}>{t('accelerators.brands')}</label>
              <select id={`${ids}-brands`} name={`${ids}-brands`} className={controls.select} value={state.brands} onChange={(event) => dispatch({ type: 'brands', brands: Number(event.target.value) })}>
                {brandOptions.map((brands) => (
                  <option key={brands} value={brands}>
                    {t('accelerators.brandsOption', { brands })}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>

        <div className={layout.buttonRow}>
          {/* Until hydrated a click would be a native submit: a GET of the page with the amounts in the address. */}
          <button type="submit" disabled={!hydrated} className={buttonClasses({ variant: 'contained', size: 'large' })}>
            {t('calculate')}
          </button>
          <button type="button" disabled={!hydrated} className={buttonClasses({ variant: 'outlined', size: 'large' })} onClick={() => dispatch({ type: 'clear' })}>
            {t('clear')}
          </button>
        </div>
      </form>

      {state.result && (
        <div ref={result} tabIndex={-1} className={styles.result} aria-labelledby={`${ids}-result-heading`} role="region">
          <ResultFigures result={state.result} years={state.years} brands={state.brands} headingId={`${ids}-result-heading`} locale={locale} />
          <RewardsCatalogue band={state.result.band} idPrefix={ids} />
        </div>
      )}
    </div>
  );
}

interface AmountFieldProps {
  id: string;
  label: string;
  hint: string;
  digits: string;
  locale: Locale;
  errorId?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onEdit: (typed: string, previousText: string) => void;
}

/** An amount in reais typed as digits (the last two are centavos), at most 23 of them. */
function AmountField({ id, label, hint, digits, locale, errorId, inputRef, onEdit }: AmountFieldProps) {
  const text = digits === '' ? '' : formatAmount(digits, locale);
  return (
    <div className={controls.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={cx(controls.input, styles.amount)}
        value={text}
        placeholder={formatAmount('0', locale)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={cx(`${id}-hint`, errorId)}
        onChange={(event) => onEdit(event.target.value, text)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

interface ResultFiguresProps {
  result: CalculatorResult;
  years: number;
  brands: number;
  headingId: string;
  locale: Locale;
}

function ResultFigures({ result, years, brands, headingId, locale }: ResultFiguresProps) {
  const t = useTranslations('RewardsCalculator');
  const messages = acceleratorMessages(years, brands);
  return (
    <>
      <h3 id={headingId} className={cx(typography.h4, styles.catalogueHeading)}>
        {t('result.heading')}
      </h3>
      <p className={styles.total}>
        <span className={layout.visuallyHidden}>{t('result.total')}: </span>
        {formatPoints(result.totalPoints, locale)}
      </p>
      <p className={typography.body1}>
        <span className={styles.categoryStars} aria-hidden>
          {'★'.repeat(result.stars)}{' '}
        </span>
        {t('result.stars', { stars: result.stars })}
      </p>
      <dl className={styles.figures}>
        <dt>{t('result.purchasePoints')}</dt>
        <dd>{formatPoints(result.purchasePoints, locale)}</dd>
        <dt>{t('result.cornPoints')}</dt>
        <dd>{formatPoints(result.cornPoints, locale)}</dd>
        <dt>{t('result.basePoints')}</dt>
        <dd>{formatPoints(result.basePoints, locale)}</dd>
        <dt>{t('result.bonusPoints', { percent: formatPercent(result.bonusRate, locale) })}</dt>
        <dd>{formatPoints(result.bonusPoints, locale)}</dd>
      </dl>
      <p className={cx(styles.alert, styles.warning)}>{t('alert-messages-warning-message')}</p>
      {messages.brandsMaximum && <p className={cx(styles.alert, styles.success)}>{t('maximumReached')}</p>}
      {messages.years === 2 && <p className={cx(styles.alert, styles.info)}>{t('yearsInfo.two')}</p>}
      {messages.years === 3 && <p className={cx(styles.alert, styles.info)}>{t('yearsInfo.three')}</p>}
    </>
  );
}
