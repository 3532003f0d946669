'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { ClientIntl } from '@/lib/i18n/client-intl';

/** A history row: the server's markup, and what its transaction's sheet needs. */
export interface TransactionRow {
  transactionNumber: string;
  /** Whether the detail shows the expiration date and validity (logic/expiring-points). */
  withExpiry: boolean;
  content: ReactNode;
}

export interface TransactionRowsProps {
  rows: readonly TransactionRow[];
  listClassName?: string;
  rowClassName?: string;
  /** The sheet's messages: it formats in the browser. */
  sheetIntl: ClientIntl;
}

// The sheet (next-intl's runtime, TanStack Query, zod, the detail) is in no page's first load: it
// loads when a row is reached for, and renders once one is pressed.
const loadSheet = () => import('./transaction-sheet.client');
const TransactionSheet = lazy(() => loadSheet().then((module) => ({ default: module.TransactionSheet })));
const warmUpSheet = () => void loadSheet().catch(() => undefined);

/**
 * The history's rows as buttons, each opening its transaction's detail in a side sheet; closing it
 * puts focus back on the row. Until React has hydrated them they are disabled: a press on the
 * server's markup would do nothing.
 */
export function TransactionRows({ rows, listClassName, rowClassName, sheetIntl }: TransactionRowsProps) {
  const hydrated = useHydrated();
  // Null until a row is first pressed; then the sheet keeps the last transaction while it slides out.
  const [sheet, setSheet] = useState<{ transactionNumber: string; withExpiry: boolean; open: boolean } | null>(null);
  return (
    <>
      <ul className={listClassName}>
        {rows.map(({ transactionNumber, withExpiry, content }) => (
          <li key={transactionNumber}>
            <button
              type="button"
              className={rowClassName}
              aria-haspopup="dialog"
              disabled={!hydrated}
              onFocus={warmUpSheet}
              onPointerEnter={warmUpSheet}
              onClick={() => setSheet({ transactionNumber, withExpiry, open: true })}
            >
              {content}
            </button>
          </li>
        ))}
      </ul>
      {sheet && (
        <Suspense fallback={null}>
          <TransactionSheet {...sheet} intl={sheetIntl} onClose={() => setSheet((shown) => shown && { ...shown, open: false })} />
        </Suspense>
      )}
    </>
  );
}
