'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The redeem flow's client code (TanStack Query, the contract's zod schemas, the intl runtime), in a
 * chunk of its own that is in no page's first load (docs/architecture.md §5): the server renders the
 * flow, and the browser loads it live once it comes near the screen or a member reaches for it,
 * carrying over a kind ticked until then.
 */
export const RedeemRoot = loadWhenWanted(() => import('./redeem-root.client').then((module) => module.RedeemRoot));
