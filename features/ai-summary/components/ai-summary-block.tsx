import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { log } from '@/lib/log';
import type { AiSummaryBlockProps } from '../schema';
import { AiSummaryRoot } from './ai-summary-root-island.client';

/**
 * The `ai-summary` block: the panel for the page it is on, an article or a product (its type and
 * title are the page's). On any other page it renders nothing.
 */
export async function AiSummaryBlock({ context, nodeId }: BlockProps<AiSummaryBlockProps>) {
  const { page, locale } = context;
  const kind = page.properties.pageType;
  if (kind !== 'article' && kind !== 'product') {
    log.warn('ai_summary.not_summarisable', { locale, path: page.path, pageType: kind });
    return null;
  }
  const intl = await clientIntl(locale, ['AiSummary', 'LocationPicker']);
  return <AiSummaryRoot intl={intl} kind={kind} title={page.properties.title} path={getPathname({ locale, href: page.path })} idPrefix={nodeId ?? 'ai-summary'} />;
}
