'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The wrapper's client code (TanStack Query, the intl runtime), in a chunk of its own that is in no
 * page's first load (docs/architecture.md §5): the server renders the wrapper with the records, and
 * the browser loads it live once it comes near the screen or a customer reaches for it, carrying
 * over a CUIT or currency chosen until then.
 */
export const DigitalFinanceRoot = loadWhenWanted(() => import('./digital-finance-root.client').then((module) => module.DigitalFinanceRoot));
