import type { BlockProps } from '@/lib/cms/blocks';
import type { ContentsForYou } from '@/lib/loyalty/contract';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { contentsForYouQueryOptions } from '../../api/contents-for-you';
import { prefetchContentsForYou } from '../../api/prefetch-contents-for-you';
import { topicsToShow } from '../../logic/topics';
import { TopicsRoot } from './topics-root-island.client';
import { topicsHeading } from './topics-heading';
import type { TopicsBlockProps } from './topics-schema';

/**
 * The `loyalty-topics` block, a server component: it reads the viewer's contents and interests and,
 * when the rule says they show (signed in, data read, interests not a list), hands them to the
 * widget. Otherwise (signed out, a failed read, no choice yet) it renders nothing, and the page
 * loads none of its code.
 */
export async function TopicsBlock({ props, context }: BlockProps<TopicsBlockProps>) {
  if (!context.viewer) return null;
  const queryClient = serverQueryClient();
  const [heading, intl] = await Promise.all([
    topicsHeading(props, context.locale),
    clientIntl(context.locale, ['LoyaltyTopics', 'Links']),
    prefetchContentsForYou(queryClient, context.viewer),
  ]);
  if (!topicsToShow(queryClient.getQueryData<ContentsForYou>(contentsForYouQueryOptions().queryKey))) return null;
  return <TopicsRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} heading={heading} />;
}
