'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The ticker's client code (who is signed in, the member's row and the sheet's opener), in a chunk
 * of its own that is in no page's first load (docs/architecture.md §5): the server renders the
 * default symbols' row, and the browser loads the island once the ticker comes near the screen.
 */
export const TickerBar = loadWhenWanted(() => import('./ticker-bar.client').then((module) => module.TickerBar));
