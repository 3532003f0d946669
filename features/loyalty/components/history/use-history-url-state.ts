import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  historyUrlReducer,
  historyUrlSearchParams,
  parseHistoryUrlState,
  type HistoryUrlAction,
  type HistoryUrlState,
} from '../../logic/history-url-state';

/** Told after this hook writes the address (the History API sends no event for pushState). */
const ADDRESS_CHANGED = 'loyalty-history:address';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

const currentQuery = () => window.location.search;

/** The address of the page at `pagePath` with a state's parameters (defaults left out). */
function historyHref(pagePath: string, state: HistoryUrlState): string {
  const query = historyUrlSearchParams(state).toString();
  return query ? `${pagePath}?${query}` : pagePath;
}

/**
 * The complete history's filters and page, kept in the address: a reload, the back button and a
 * shared link show the same rows. `initialQuery` is the query the server rendered with (the
 * browser's own address after hydration). `navigate` applies actions (logic/history-url-state:
 * every change but the page returns to page 1), several at once as one change, in a new history
 * entry, or in place of the current one with `replace` (the clamp of a page past the last);
 * nothing happens when they change nothing. `hrefOf` is where an action leads, for links.
 */
export function useHistoryUrlState(pagePath: string, initialQuery: string) {
  const query = useSyncExternalStore(subscribe, currentQuery, () => initialQuery);
  const state = useMemo(() => parseHistoryUrlState(new URLSearchParams(query)), [query]);
  const hrefOf = useCallback((action: HistoryUrlAction) => historyHref(pagePath, historyUrlReducer(state, action)), [pagePath, state]);
  const navigate = useCallback(
    (actions: HistoryUrlAction | readonly HistoryUrlAction[], { replace = false } = {}) => {
      const next = [actions].flat().reduce(historyUrlReducer, state);
      if (next === state) return;
      // Next.js keeps its router in step with the History API's own calls (useSearchParams included).
      window.history[replace ? 'replaceState' : 'pushState'](null, '', historyHref(pagePath, next));
      window.dispatchEvent(new Event(ADDRESS_CHANGED));
    },
    [pagePath, state],
  );
  return { state, navigate, hrefOf, isFiltered: historyUrlReducer(state, { type: 'clear-filters' }) !== state } as const;
}
