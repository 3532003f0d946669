'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';
import type { DigitalFinanceRootProps } from './digital-finance-root.client';

/**
 * The wrapper's client code (TanStack Query, the intl runtime), in a chunk of its own that is in no
 * page's first load (docs/architecture.md §5). With the records the server read, its markup is
 * complete (the CUIT and currency controls work as plain HTML and are carried over), so the code
 * waits for a customer to reach for it; without them it loads near the screen, to ask our route.
 */
export const DigitalFinanceRoot = loadWhenWanted(() => import('./digital-finance-root.client').then((module) => module.DigitalFinanceRoot), {
  nearScreen: ({ prefetched }: DigitalFinanceRootProps) => prefetched.queries.length === 0,
});
