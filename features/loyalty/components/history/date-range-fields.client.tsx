'use client';

import { use, useId } from 'react';
import layout from '@/components/theme/layout.module.css';
import { HistoryControl } from './history-control.client';
import styles from './history-filters.module.css';

export interface DateRangeFieldsProps {
  /** The range shown (YYYY-MM-DD), null for an open end. */
  startDate: string | null;
  endDate: string | null;
  /** The server refused the range shown (a form sent without script). */
  refusedByServer?: boolean;
  /** In the page's language, from the server. */
  labels: { legend: string; start: string; end: string; invalid: string };
}

/**
 * The filters' first and last day. When the controller (or, for a form sent without script, the
 * server) refuses a range that ends before it starts,
 * both fields say they are invalid and the message says why; what was typed stays.
 */
export function DateRangeFields({ startDate, endDate, refusedByServer = false, labels }: DateRangeFieldsProps) {
  const rangeRefused = use(HistoryControl).rangeRefused || refusedByServer;
  const ids = { start: useId(), end: useId(), message: useId() };
  const field = (id: string, name: string, label: string, value: string | null) => (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} name={name} type="date" defaultValue={value ?? ''} aria-invalid={rangeRefused || undefined} className={styles.input} />
    </div>
  );
  return (
    <fieldset className={styles.dates} aria-describedby={rangeRefused ? ids.message : undefined}>
      <legend className={layout.visuallyHidden}>{labels.legend}</legend>
      {field(ids.start, 'startDate', labels.start, startDate)}
      {field(ids.end, 'endDate', labels.end, endDate)}
      {rangeRefused && (
        <p id={ids.message} role="alert" className={styles.fieldError}>
          {labels.invalid}
        </p>
      )}
    </fieldset>
  );
}
