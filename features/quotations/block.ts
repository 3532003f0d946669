import { block, defineFeature } from '@/lib/cms/blocks';
import { marketQuotationSchema, quotationTickerSchema } from './schema';

/**
 * Market quotations (discovery spec §2, §3, §7-9): the board's card and the quotation ticker.
 * Public, on cached pages; a member's choice of the ticker's quotations is the browser's
 * (`/api/quotations/preferences`), behind an island that loads when wanted.
 */
export const quotations = defineFeature({
  blocks: {
    'market-quotation': block(marketQuotationSchema, () => import('./components/market-quotation-block').then((module) => module.MarketQuotationBlock)),
    'quotation-ticker': block(quotationTickerSchema, () => import('./components/quotation-ticker-block').then((module) => module.QuotationTickerBlock)),
  },
});
