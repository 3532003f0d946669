'use client';

import { lazy, Suspense, useState } from 'react';
import { useUserContext } from '@/components/account/user-context.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { TickerEntry } from '../logic/ticker-format';
import { QuotationTickerRow, type QuotationTickerWords } from './quotation-ticker';

// The member's code (TanStack Query, zod) loads once someone is known to be signed in; the sheet's
// (next-intl's client runtime, MUI's Drawer) on the button's first press.
const MemberTickerRow = lazy(() => import('./member-ticker-row.client').then((module) => ({ default: module.MemberTickerRow })));
const PreferencesSheetRoot = lazy(() => import('./preferences-sheet-root.client').then((module) => ({ default: module.PreferencesSheetRoot })));

export interface TickerBarProps {
  /** The default symbols' quotes as the server formatted them; null when the service failed. */
  entries: TickerEntry[] | null;
  words: QuotationTickerWords;
  /** The page's locale, to format a member's quotes as the server formats the defaults. */
  locale: string;
  /** The button's text ('Alterar cotações'). */
  changeLabel: string;
  /** The sheet's messages (`Quotations`), read on the server. */
  intl: ClientIntl;
  /** The server's classes for the bar and the button. */
  classes: { bar: string; button: string };
}

/**
 * The ticker's row and, for a signed-in member (spec §2, §6), their own quotations and the
 * 'Alterar cotações' button that opens the preference sheet. The ticker sits on cached pages, so
 * who is looking is known only in the browser: the server renders the visitors' face (the default
 * symbols, no button), which stays until the member's row has its quotes.
 */
export function TickerBar({ entries, words, locale, changeLabel, intl, classes }: TickerBarProps) {
  const hydrated = useHydrated();
  const { isLoggedIn } = useUserContext();
  const member = hydrated && isLoggedIn;
  const [sheet, setSheet] = useState({ open: false, times: 0 });
  const defaultRow = <QuotationTickerRow entries={entries} words={words} />;
  return (
    <div className={classes.bar}>
      {member ? (
        <Suspense fallback={defaultRow}>
          <MemberTickerRow locale={locale} words={words} fallback={entries} />
        </Suspense>
      ) : (
        defaultRow
      )}
      {member && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setSheet(({ times }) => ({ open: true, times: times + 1 }))}
          className={cx(buttonClasses({ variant: 'outlined', size: 'small' }), classes.button)}
        >
          {changeLabel}
        </button>
      )}
      {sheet.times > 0 && (
        // A boundary of its own while the sheet's code loads.
        <Suspense fallback={null}>
          <PreferencesSheetRoot intl={intl} open={sheet.open} onClose={() => setSheet((current) => ({ ...current, open: false }))} />
        </Suspense>
      )}
    </div>
  );
}
