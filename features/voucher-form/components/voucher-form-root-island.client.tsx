'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The voucher form's code (react-hook-form, zod, the form kit, MUI inputs) in a chunk of its own,
 * in no page's first load (docs/architecture.md §5): the server renders the form, and the browser
 * loads the live one once it comes near the screen or a visitor reaches for it, carrying over what
 * was entered until then.
 */
export const VoucherFormRoot = loadWhenWanted(() => import('./voucher-form-root.client').then((module) => module.VoucherFormRoot));
