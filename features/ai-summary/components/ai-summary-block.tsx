import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { log } from '@/lib/log';
import type { AiSummaryBlockProps } from '../schema';
import { AiSummaryRoot } from './ai-summary-root-island.client';
import styles from './ai-summary.module.css';

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
  const idPrefix = nodeId ?? 'ai-summary';
  // The section is the server's, like every block's in <main> (the shell's rules for them apply);
  // the panel inside is the island's, and the section goes when the visitor closes it (CSS).
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className={cx(layout.container, styles.section)}>
      <AiSummaryRoot intl={intl} kind={kind} title={page.properties.title} path={getPathname({ locale, href: page.path })} idPrefix={idPrefix} />
    </section>
  );
}
