'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The panel's client code (the location store, TanStack Query, the intl runtime, zod), in a chunk
 * of its own that is in no page's first load: the server's markup (the panel's frame, loading)
 * shows at once, and the code loads as the panel comes near the screen.
 */
export const AiSummaryRoot = loadWhenWanted(() => import('./ai-summary-root.client').then((module) => module.AiSummaryRoot));
