import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { HISTORY_PREVIEW_QUERY, historyQueryOf } from '../../api/history';
import { prefetchCategories } from '../../api/prefetch-categories';
import { prefetchHistory } from '../../api/prefetch-history';
import { parseHistoryUrlState } from '../../logic/history-url-state';
import { CompleteHistoryRoot } from './complete-history-root-island.client';
import { HistoryPreviewRoot } from './history-preview-root-island.client';
import type { CompleteHistoryProps, HistoryPreviewProps } from './schema';

/**
 * The history blocks: per user, so they render only on pages with access rules (`context.viewer`
 * set), and nothing anywhere else. Each reads the viewer's rows on the server and hands them to its
 * island, which renders them (or the error state) without a spinner; on a streamed page it waits
 * behind its skeleton (./history-skeletons.tsx).
 */

const MESSAGES = ['LoyaltyHistory'] as const;

/** `loyalty-history-preview`: the 5 newest transactions and the way to the complete history. */
export async function HistoryPreviewBlock({ props, context }: BlockProps<HistoryPreviewProps>) {
  if (!context.viewer) return null;
  const queryClient = serverQueryClient();
  const [intl] = await Promise.all([clientIntl(context.locale, MESSAGES), prefetchHistory(queryClient, context.viewer, HISTORY_PREVIEW_QUERY)]);
  return (
    <HistoryPreviewRoot
      intl={intl}
      prefetched={dehydrateForBrowser(queryClient)}
      now={renderedAt()}
      completeHistoryHref={resolveCmsHref(context.locale, props.completeHistoryHref)}
    />
  );
}

/** `loyalty-history`: the complete history at the address's page and filters. */
export async function CompleteHistoryBlock({ props, context }: BlockProps<CompleteHistoryProps>) {
  if (!context.viewer) return null;
  const query = context.searchParams ?? new URLSearchParams();
  const state = parseHistoryUrlState(query);
  const queryClient = serverQueryClient();
  const [intl, page] = await Promise.all([
    clientIntl(context.locale, MESSAGES),
    prefetchHistory(queryClient, context.viewer, historyQueryOf(state)),
    prefetchCategories(queryClient, context.viewer),
  ]);
  // A page past the last (an old link, an edited address): the browser moves to the last page at once, so its rows come along.
  if (page && page.totalPages > 0 && state.page > page.totalPages) {
    await prefetchHistory(queryClient, context.viewer, historyQueryOf({ ...state, page: page.totalPages }));
  }
  return (
    <CompleteHistoryRoot
      intl={intl}
      prefetched={dehydrateForBrowser(queryClient)}
      now={renderedAt()}
      pagePath={getPathname({ locale: context.locale, href: context.page.path })}
      initialQuery={query.toString()}
      heading={props.heading}
    />
  );
}

/** The render's instant, which the browser's first render reuses so that 'Hoje' and 'Ontem' agree. */
const renderedAt = () => Date.now();
