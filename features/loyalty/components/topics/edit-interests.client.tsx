'use client';

import { lazy, Suspense, useState } from 'react';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { Interests } from '@/lib/loyalty/contract';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { usePageRefresh } from '@/lib/browser/use-page-refresh';

// The sheet's code (next-intl's client runtime, TanStack Query, zod, MUI's Drawer) loads on the first press.
const InterestsSheetRoot = lazy(() => import('./interests-sheet-root.client').then((module) => ({ default: module.InterestsSheetRoot })));

export interface EditInterestsProps {
  /** The button's text ('Editar interesses'). */
  label: string;
  /** The status once a choice is saved ('Seus interesses foram salvos.'). */
  savedMessage: string;
  /** The member's interests as the server read them: where the sheet's choice starts. */
  interests: Interests;
  /** The sheet's messages (`LoyaltyTopics`), read on the server. */
  intl: ClientIntl;
  /** The server's classes for the status line and the button. */
  classes: { status: string; button: string };
}

/**
 * The topics' 'Editar interesses' and the status line beside it. A save refreshes the page, so the
 * server-rendered articles follow the new interests; this component keeps its state through the
 * refresh (the status stays, and the sheet's close returned focus to the button).
 */
export function EditInterests({ label, savedMessage, interests, intl, classes }: EditInterestsProps) {
  const [, refreshPage] = usePageRefresh();
  const [sheet, setSheet] = useState({ open: false, times: 0 });
  const [announced, setAnnounced] = useState(false);
  // The choice saved last, over the interests it replaced: the sheet starts from it until the
  // refreshed page hands over the interests anew.
  const [saved, setSaved] = useState<{ choice: Interests; over: Interests } | null>(null);
  // The sheet needs React: a click on the server's markup before then would do nothing.
  const hydrated = useHydrated();
  return (
    <>
      <p role="status" className={classes.status}>
        {announced && savedMessage}
      </p>
      <button
        type="button"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => {
          setAnnounced(false);
          setSheet(({ times }) => ({ open: true, times: times + 1 }));
        }}
        className={classes.button}
      >
        {label}
      </button>
      {sheet.times > 0 && (
        // A boundary of its own while the sheet's code loads: the block's skeleton must not stand in for it.
        <Suspense fallback={null}>
          {/* A new sheet each time it opens: it starts from the interests as saved. */}
          <InterestsSheetRoot
            key={sheet.times}
            intl={intl}
            open={sheet.open}
            saved={saved?.over === interests ? saved.choice : interests}
            onClose={() => setSheet((current) => ({ ...current, open: false }))}
            onSaved={(choice) => {
              setSaved({ choice, over: interests });
              setAnnounced(true);
              setSheet((current) => ({ ...current, open: false }));
              refreshPage();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
