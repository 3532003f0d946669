import 'server-only';
// The core, not @tanstack/react-query: importing that package from server code registers its client
// components (hooks, providers) in the route, and every page of it would download them.
import { defaultShouldDehydrateQuery, dehydrate, QueryClient, type DehydratedState } from '@tanstack/query-core';

/**
 * The server half of the data path: a widget's server component prefetches its queries with the
 * same options its browser hook uses, then hands them to the browser in a HydrationBoundary, so
 * the widget renders with its data (or its error) and without a spinner.
 */

/** A QueryClient for one render: never shared between requests (a per-user answer must not leak). */
export const serverQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * The client's queries for the browser: successful ones, and failed ones too, so a widget whose
 * upstream failed shows its error state at once instead of asking again. What went wrong stays
 * on the server (the HTTP helper has logged it): the browser only learns that it failed.
 */
export function dehydrateForBrowser(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error' });
  const redacted = new Error('The service is not available right now.');
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error' ? { ...query, state: { ...query.state, error: redacted, fetchFailureReason: redacted } } : query,
    ),
  };
}
