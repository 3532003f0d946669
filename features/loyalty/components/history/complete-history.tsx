import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { HistoryPage, TransactionCategory } from '@/lib/loyalty/contract';
import type { ProgrammeRead } from '../../api/read-for-viewer';
import { HISTORY_PAGE_SIZE_OPTIONS, historyHref, historyUrlReducer, historyUrlSearchParams, type HistoryUrlState } from '../../logic/history-url-state';
import { CompleteHistoryController } from './complete-history-controller-island.client';
import { HistoryFilters } from './history-filters';
import { HistoryPagination } from './history-pagination';
import { HistoryRows } from './history-rows';
import { HistoryEmpty, HistoryError } from './history-states';
import { HistoryStatus } from './history-status-island.client';
import filters from './history-filters.module.css';
import styles from './history.module.css';

export interface CompleteHistoryProps {
  /** An editor's heading above the list, if any. */
  heading?: string;
  /** The page's own path (a locale path), which the filters' and pages' addresses are built on. */
  pagePath: string;
  /** The address's query as it was asked for. */
  askedQuery: string;
  /** The page and filters shown: the address's, but for a page past the last, which shows the last. */
  state: HistoryUrlState;
  /** A range the address asked for that ends before it starts (a form sent without script): refused, as typed. */
  refusedRange?: { startDate: string; endDate: string } | null;
  /** That page of the viewer's history, as the server read it. */
  history: ProgrammeRead<HistoryPage>;
  /** The categories to filter by (none when they could not be read). */
  categories: readonly TransactionCategory[];
  /** The instant 'Hoje' and 'Ontem' count from. */
  now: number;
  /** The transaction sheet's messages. */
  sheetIntl: ClientIntl;
}

/**
 * The complete history (spec §2): search, category filter and date range, applied together; the
 * page size (10, 25, 50 or 100); the count; the rows; the pages. The server renders all of it from
 * the address (a reload, the back button and a shared link show the same rows); without script the
 * filters are a GET form and the pages links. The browser's controller turns them into new
 * addresses rendered in place (./complete-history-controller.client.tsx): any change but the page
 * returns to page 1, defaults are left out of the address.
 */
export function CompleteHistory({ heading, pagePath, askedQuery, state, refusedRange, history, categories, now, sheetIntl }: CompleteHistoryProps) {
  const t = useTranslations('LoyaltyHistory');
  const ids = { heading: useId(), form: useId() };
  const unfiltered = historyUrlReducer(state, { type: 'clear-filters' });
  const filtered = unfiltered !== state;
  return (
    <section aria-labelledby={heading ? ids.heading : undefined} aria-label={heading ? undefined : t('heading')} className={cx(layout.container, styles.section)}>
      {heading && (
        <h2 id={ids.heading} className={cx(typography.h4, styles.header)}>
          {heading}
        </h2>
      )}
      {/* An address asked for in another form than the one of what is shown (a page past the last, the query of a form sent without script) gives way to that one; one with a refused range keeps it, so a reload says why again. */}
      <CompleteHistoryController
        pagePath={pagePath}
        state={state}
        replaceWith={refusedRange || askedQuery === historyUrlSearchParams(state).toString() ? undefined : historyHref(pagePath, state)}
      >
        <HistoryFilters
          // Another address's filters (back, forward, a link) put their values back in the fields.
          key={JSON.stringify(filtersOf(state))}
          id={ids.form}
          pagePath={pagePath}
          state={state}
          refusedRange={refusedRange ?? null}
          categories={categories}
          clearHref={filtered ? historyHref(pagePath, unfiltered) : undefined}
        />
        <div className={styles.summary} data-list-top>
          <HistoryStatus updatingLabel={t('updating')} className={typography.body2}>
            {history.ok ? t('results', { count: history.data.totalItems }) : null}
          </HistoryStatus>
          <PageSizeField pageSize={state.pageSize} form={ids.form} />
        </div>
        {!history.ok ? (
          <HistoryError />
        ) : history.data.result.length === 0 ? (
          <HistoryEmpty hint={filtered} />
        ) : (
          <>
            <HistoryRows items={history.data.result} now={now} sheetIntl={sheetIntl} />
            <HistoryPagination pagePath={pagePath} state={state} total={history.data.totalPages} />
          </>
        )}
      </CompleteHistoryController>
    </section>
  );
}

/** What the filters form holds of a state. */
const filtersOf = ({ search, categories, startDate, endDate }: HistoryUrlState) => ({ search, categories, startDate, endDate });

/** The page size, applied as soon as it changes (the controller); without script it goes with the filters form. */
function PageSizeField({ pageSize, form }: { pageSize: number; form: string }) {
  const t = useTranslations('LoyaltyHistory');
  const id = useId();
  return (
    <div className={styles.pageSize}>
      <label htmlFor={id} className={typography.body2}>
        {t('pageSize')}
      </label>
      <select id={id} name="pageSize" form={form} defaultValue={pageSize} className={filters.input}>
        {HISTORY_PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
