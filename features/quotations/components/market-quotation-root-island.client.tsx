'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The card's client code (TanStack Query, the intl runtime), in a chunk that is in no page's first
 * load (docs/architecture.md §5). The server's markup is complete (the prices, or the error card);
 * the code loads near the screen, so a board the cached page kept past its 10 minutes is read again,
 * and a refresh pressed before then is pressed again once it is live.
 */
export const MarketQuotationRoot = loadWhenWanted(() => import('./market-quotation-root.client').then((module) => module.MarketQuotationRoot));
