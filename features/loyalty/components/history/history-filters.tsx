import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import type { TransactionCategory } from '@/lib/loyalty/contract';
import { HISTORY_SEARCH_MAX_LENGTH, type HistoryUrlState } from '../../logic/history-url-state';
import { DateRangeFields } from './date-range-fields-island.client';
import checkboxChip from '../shared/checkbox-chip.module.css';
import styles from './history-filters.module.css';

export interface HistoryFiltersProps {
  /** The form's id (the page size field outside it belongs to it). */
  id: string;
  /** Where the form sends its query: the history's own page. */
  pagePath: string;
  /** The filters shown. */
  state: HistoryUrlState;
  /** A range the server refused (it ends before it starts), shown as typed with the reason. */
  refusedRange: { startDate: string; endDate: string } | null;
  categories: readonly TransactionCategory[];
  /** The address without filters, while there are some. */
  clearHref?: string;
}

/**
 * Search, date range and categories in one form, applied together by its button (or Enter). A GET
 * form to the page itself, whose query the server reads as it comes (empty fields, repeated
 * categories); with script the controller builds the written form of the address instead, back on
 * page 1, and refuses a range that ends before it starts (./complete-history-controller.client.tsx);
 * the server refuses it too, for a form sent without script.
 * 'Limpar filtros' is a link to the address without them.
 */
export function HistoryFilters({ id, pagePath, state, refusedRange, categories, clearHref }: HistoryFiltersProps) {
  const t = useTranslations('LoyaltyHistory.filters');
  const searchId = useId();
  return (
    <form id={id} role="search" aria-label={t('label')} action={pagePath} method="get" noValidate className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={searchId} className={styles.label}>
          {t('search')}
        </label>
        <input id={searchId} name="search" type="search" defaultValue={state.search} maxLength={HISTORY_SEARCH_MAX_LENGTH} className={styles.input} />
      </div>
      <DateRangeFields
        startDate={refusedRange?.startDate ?? state.startDate}
        endDate={refusedRange?.endDate ?? state.endDate}
        refusedByServer={refusedRange !== null}
        labels={{ legend: t('dateRange'), start: t('startDate'), end: t('endDate'), invalid: t('dateRangeInvalid') }}
      />
      {categories.length > 0 && (
        <fieldset className={styles.chips}>
          <legend className={styles.legend}>{t('categories')}</legend>
          {categories.map((category) => (
            <label key={category.id} className={cx(checkboxChip.chip, styles.chip)}>
              <input type="checkbox" name="categories" value={category.id} defaultChecked={state.categories.includes(category.id)} />
              {category.name}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttonClasses({ variant: 'contained' })}>
          {t('apply')}
        </button>
        {clearHref && (
          <a href={clearHref} data-in-place="filters" className={buttonClasses({ variant: 'outlined' })}>
            {t('clear')}
          </a>
        )}
      </div>
    </form>
  );
}
