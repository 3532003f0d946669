import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps, Viewer } from '@/lib/cms/blocks';
import { clientIntl, type ClientIntl } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { HistoryQuery } from '@/lib/loyalty/contract';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { HISTORY_PREVIEW_QUERY, historyQueryOf } from '../../api/history';
import { readForViewer } from '../../api/read-for-viewer';
import { parseHistoryUrlState, refusedDateRange } from '../../logic/history-url-state';
import { CompleteHistory } from './complete-history';
import { HistoryPreview } from './history-preview';
import type { CompleteHistoryProps, HistoryPreviewProps } from './schema';

/**
 * The history blocks: per user, so they render only on pages with access rules (`context.viewer`
 * set), and nothing anywhere else. Each reads the viewer's rows on the server and renders them (or
 * the error state); on a streamed page it waits behind its skeleton (./history-skeletons.tsx).
 */

/** `loyalty-history-preview`: the 5 newest transactions and the way to the complete history. */
export async function HistoryPreviewBlock({ props, context }: BlockProps<HistoryPreviewProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const [history, intl] = await Promise.all([readHistory(viewer, HISTORY_PREVIEW_QUERY), sheetIntl(locale)]);
  return <HistoryPreview history={history} now={renderedAt()} sheetIntl={intl} completeHistoryHref={resolveCmsHref(locale, props.completeHistoryHref)} />;
}

/** `loyalty-history`: the complete history at the address's page and filters. */
export async function CompleteHistoryBlock({ props, context }: BlockProps<CompleteHistoryProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const asked = context.searchParams ?? new URLSearchParams();
  const state = parseHistoryUrlState(asked);
  const [history, categories, intl] = await Promise.all([
    readHistory(viewer, historyQueryOf(state)),
    readForViewer(viewer, () => loyalty.categories()),
    sheetIntl(locale),
  ]);
  // A page past the last (an old link, an edited address) shows the last page.
  const pastTheLast = history.ok && history.data.totalPages > 0 && state.page > history.data.totalPages;
  const shown = pastTheLast ? { ...state, page: history.data.totalPages } : state;
  return (
    <CompleteHistory
      heading={props.heading}
      pagePath={getPathname({ locale, href: context.page.path })}
      askedQuery={asked.toString()}
      state={shown}
      refusedRange={refusedDateRange(asked)}
      history={pastTheLast ? await readHistory(viewer, historyQueryOf(shown)) : history}
      categories={categories.ok ? categories.data : []}
      now={renderedAt()}
      sheetIntl={intl}
    />
  );
}

/** The render's instant, which 'Hoje' and 'Ontem' count from. */
const renderedAt = () => Date.now();

const readHistory = (viewer: Viewer, query: HistoryQuery) => readForViewer(viewer, (document) => loyalty.history(document, query));

/** What the transaction sheet formats in the browser: its own messages and the points' format, no more of the namespace. */
async function sheetIntl(locale: Locale): Promise<ClientIntl> {
  const intl = await clientIntl(locale, ['LoyaltyHistory']);
  const { detail, points } = intl.messages.LoyaltyHistory as Record<string, unknown>;
  return { ...intl, messages: { LoyaltyHistory: { detail, points } } };
}
