import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { readForViewer } from '../../api/read-for-viewer';
import { chosenInterests, topicsToShow } from '../../logic/topics';
import { Topics } from './topics';
import { topicsHeading } from './topics-heading';
import type { TopicsBlockProps } from './topics-schema';

/**
 * The `loyalty-topics` block, a server component: it reads the viewer's contents and interests and,
 * when the rule says they show (signed in, data read, interests not a list), renders the articles.
 * Otherwise (signed out, a failed read, no choice yet) it renders nothing, and the page loads none
 * of its code.
 */
export async function TopicsBlock({ props, context }: BlockProps<TopicsBlockProps>) {
  if (!context.viewer) return null;
  const [heading, contents, sheetIntl] = await Promise.all([
    topicsHeading(props, context.locale),
    readForViewer(context.viewer, loyalty.contentsForYou),
    clientIntl(context.locale, ['LoyaltyTopics']),
  ]);
  if (!contents.ok) return null;
  const topics = topicsToShow(contents.data);
  if (!topics) return null;
  return <Topics heading={heading} topics={topics} interests={chosenInterests(contents.data.interests)} sheetIntl={sheetIntl} />;
}
