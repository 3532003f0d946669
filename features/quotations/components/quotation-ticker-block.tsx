import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { errorMessage, log } from '@/lib/log';
import { tickerQuotes } from '@/lib/upstreams/quotations/client';
import { defaultSymbols, defaultTitles, tickerEntries } from '../logic/ticker-format';
import type { QuotationTickerBlockProps } from '../schema';
import styles from './quotation-ticker.module.css';
import { TickerBar } from './ticker-bar-island.client';

/**
 * The `quotation-ticker` block: the default symbols' quotes (spec §9), read on the server from the
 * data cache (10 minutes) and rendered there, for every visitor. A signed-in member's part (their
 * own quotations, 'Alterar cotações' and its preference sheet) is the island's, loaded when wanted.
 */
export async function QuotationTickerBlock({ props, context, nodeId }: BlockProps<QuotationTickerBlockProps>) {
  const [t, intl, quotes] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'Quotations.ticker' }),
    clientIntl(context.locale, ['Quotations']),
    tickerQuotes(defaultSymbols()).catch((error: unknown) => {
      // The ticker says its quotes are unavailable; the page goes on.
      log.warn('quotations.ticker_failed', { error: errorMessage(error) });
      return null;
    }),
  ]);
  const heading = props.heading ?? t('heading');
  const headingId = `${nodeId ?? 'quotation-ticker'}-heading`;
  return (
    <section aria-labelledby={headingId} className={cx(layout.container, styles.ticker)}>
      <h2 id={headingId} className={layout.visuallyHidden}>
        {heading}
      </h2>
      <TickerBar
        entries={quotes && tickerEntries(quotes, defaultTitles((key) => t(`symbols.${key}`)), context.locale)}
        words={{ heading, unavailable: t('unavailable'), up: t('up'), down: t('down') }}
        locale={context.locale}
        changeLabel={t('change')}
        intl={intl}
        classes={{ bar: cx(styles.bar), button: cx(styles.memberButton) }}
      />
    </section>
  );
}
