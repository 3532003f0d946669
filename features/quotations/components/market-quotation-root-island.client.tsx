'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';
import { boardStaleAt } from '../logic/staleness';

/**
 * The card's client code (TanStack Query, the intl runtime), in a chunk that is in no page's first
 * load (docs/architecture.md §5). The server's markup is complete (the prices, or the error card),
 * so the code waits: for a visitor pressing the refresh (pressed again once live), or for the
 * board to go stale, at once when the cached page kept it past its 10 minutes, so it is read again.
 */
export const MarketQuotationRoot = loadWhenWanted(() => import('./market-quotation-root.client').then((module) => module.MarketQuotationRoot), {
  nearScreen: () => false,
  dueAt: ({ prefetched }) => boardStaleAt(prefetched),
});
