'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { TransactionCategory } from '@/lib/loyalty/contract';
import { historyQueryOf } from '../../api/history';
import { useCategories } from '../../api/use-categories';
import { useHistory } from '../../api/use-history';
import { HISTORY_PAGE_SIZE_OPTIONS, HISTORY_SEARCH_MAX_LENGTH, type HistoryUrlAction, type HistoryUrlState } from '../../logic/history-url-state';
import { pageWindow } from './page-window';
import { HistoryRows } from './history-rows.client';
import { HistoryEmpty, HistoryError, HistoryLoading } from './history-states';
import { useHistoryUrlState } from './use-history-url-state';
import styles from './history.module.css';

export interface CompleteHistoryViewProps {
  /** The page's own path (a locale path), which the filters' and pages' addresses are built on. */
  pagePath: string;
  /** The address's query as the server rendered it. */
  initialQuery: string;
  /** An editor's heading above the list, if any. */
  heading?: string;
  /** The instant 'Hoje' and 'Ontem' count from. */
  now: number;
}

/**
 * The complete history (spec §2): search, category filter and date range, applied together; the
 * page size (10, 25, 50 or 100); the count; the rows; the pages. Any change but the page returns
 * to page 1, and all of it lives in the address (reload, back and a shared link keep it). A page
 * past the last moves to the last.
 */
export function CompleteHistory({ pagePath, initialQuery, heading, now }: CompleteHistoryViewProps) {
  const t = useTranslations('LoyaltyHistory');
  const headingId = useId();
  const listTop = useRef<HTMLDivElement>(null);
  const { state, navigate, hrefOf, isFiltered } = useHistoryUrlState(pagePath, initialQuery);
  const history = useHistory(historyQueryOf(state));
  const categories = useCategories();
  const page = history.data;
  const pastTheLast = page !== undefined && !history.isPlaceholderData && page.totalPages > 0 && state.page > page.totalPages;

  useEffect(() => {
    if (pastTheLast) navigate({ type: 'go-to-page', page: page.totalPages }, { replace: true });
  }, [pastTheLast, page, navigate]);

  const goToPage = (target: number) => {
    navigate({ type: 'go-to-page', page: target });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : t('heading')} className={cx(layout.container, styles.section)}>
      {heading && (
        <h2 id={headingId} className={cx(typography.h4, styles.header)}>
          {heading}
        </h2>
      )}
      <HistoryFilters
        // A new address (back, forward, a link) puts its values back in the fields.
        key={hrefOf({ type: 'go-to-page', page: 1 })}
        state={state}
        categories={categories.data ?? []}
        onApply={(filters) => navigate(filters)}
        onClear={isFiltered ? () => navigate({ type: 'clear-filters' }) : undefined}
      />
      <div ref={listTop} className={styles.summary}>
        <p role="status" className={typography.body2}>
          {history.isPlaceholderData ? t('updating') : page && !pastTheLast ? t('results', { count: page.totalItems }) : null}
        </p>
        <PageSizeField pageSize={state.pageSize} onChange={(pageSize) => navigate({ type: 'set-page-size', pageSize })} />
      </div>
      {history.isError && !page ? (
        <HistoryError onRetry={() => void history.refetch()} />
      ) : !page || pastTheLast ? (
        <HistoryLoading rows={state.pageSize} />
      ) : page.result.length === 0 ? (
        <HistoryEmpty hint={isFiltered} />
      ) : (
        <>
          <HistoryRows items={page.result} now={now} updating={history.isPlaceholderData} />
          <Pagination current={state.page} total={page.totalPages} hrefOf={hrefOf} onGo={goToPage} />
        </>
      )}
    </section>
  );
}

/** The filters a person sets together and applies with one button. */
type FilterAction = Extract<HistoryUrlAction, { type: 'search' | 'set-categories' | 'set-date-range' }>;

/**
 * Search, categories and date range, in one form applied by its button (or Enter): one new
 * address, back to page 1. A range that ends before it starts is refused with a message, and the
 * fields keep what was typed.
 */
function HistoryFilters({
  state,
  categories,
  onApply,
  onClear,
}: {
  state: HistoryUrlState;
  categories: readonly TransactionCategory[];
  onApply: (actions: FilterAction[]) => void;
  onClear?: () => void;
}) {
  const t = useTranslations('LoyaltyHistory.filters');
  const ids = { search: useId(), start: useId(), end: useId(), rangeError: useId() };
  const [rangeInvalid, setRangeInvalid] = useState(false);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const startDate = String(form.get('startDate') ?? '') || null;
    const endDate = String(form.get('endDate') ?? '') || null;
    if (startDate && endDate && startDate > endDate) {
      setRangeInvalid(true);
      return;
    }
    setRangeInvalid(false);
    // The three change together: one address, one return to page 1.
    onApply([
      { type: 'search', search: String(form.get('search') ?? '') },
      { type: 'set-categories', categories: form.getAll('categories').map(String) },
      { type: 'set-date-range', startDate, endDate },
    ]);
  };

  return (
    <form role="search" aria-label={t('label')} onSubmit={apply} noValidate className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={ids.search} className={styles.label}>
          {t('search')}
        </label>
        <input id={ids.search} name="search" type="search" defaultValue={state.search} maxLength={HISTORY_SEARCH_MAX_LENGTH} className={styles.input} />
      </div>
      <fieldset className={styles.dates} aria-describedby={rangeInvalid ? ids.rangeError : undefined}>
        <legend className={layout.visuallyHidden}>{t('dateRange')}</legend>
        <div className={styles.field}>
          <label htmlFor={ids.start} className={styles.label}>
            {t('startDate')}
          </label>
          <input id={ids.start} name="startDate" type="date" defaultValue={state.startDate ?? ''} aria-invalid={rangeInvalid || undefined} className={styles.input} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.end} className={styles.label}>
            {t('endDate')}
          </label>
          <input id={ids.end} name="endDate" type="date" defaultValue={state.endDate ?? ''} aria-invalid={rangeInvalid || undefined} className={styles.input} />
        </div>
        {rangeInvalid && (
          <p id={ids.rangeError} role="alert" className={styles.fieldError}>
            {t('dateRangeInvalid')}
          </p>
        )}
      </fieldset>
      {categories.length > 0 && (
        <fieldset className={styles.chips}>
          <legend className={styles.legend}>{t('categories')}</legend>
          {categories.map((category) => (
            <label key={category.id} className={styles.chip}>
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
        {onClear && (
          <button type="button" onClick={onClear} className={buttonClasses({ variant: 'outlined' })}>
            {t('clear')}
          </button>
        )}
      </div>
    </form>
  );
}

function PageSizeField({ pageSize, onChange }: { pageSize: number; onChange: (pageSize: number) => void }) {
  const t = useTranslations('LoyaltyHistory');
  const id = useId();
  return (
    <div className={styles.pageSize}>
      <label htmlFor={id} className={typography.body2}>
        {t('pageSize')}
      </label>
      <select id={id} value={pageSize} onChange={(event) => onChange(Number(event.target.value))} className={styles.input}>
        {HISTORY_PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Links to the pages (real addresses: they open in a new tab too), followed in place. */
function Pagination({ current, total, hrefOf, onGo }: { current: number; total: number; hrefOf: (action: HistoryUrlAction) => string; onGo: (page: number) => void }) {
  const t = useTranslations('LoyaltyHistory.pagination');
  const entries = pageWindow(current, total);
  if (entries.length === 0) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(target);
  };
  const step = (target: number, label: string) =>
    target < 1 || target > total ? (
      <span className={cx(styles.pageLink, styles.pageLinkDisabled)}>{label}</span>
    ) : (
      <a href={hrefOf({ type: 'go-to-page', page: target })} onClick={follow(target)} className={styles.pageLink}>
        {label}
      </a>
    );
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      {step(current - 1, t('previous'))}
      {entries.map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden className={styles.pageLink}>
            …
          </span>
        ) : (
          <a
            key={entry}
            href={hrefOf({ type: 'go-to-page', page: entry })}
            onClick={follow(entry)}
            aria-current={entry === current ? 'page' : undefined}
            aria-label={t('pageOf', { page: entry, total })}
            className={styles.pageLink}
          >
            {entry}
          </a>
        ),
      )}
      {step(current + 1, t('next'))}
    </nav>
  );
}
