'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The form kit's client code (react-hook-form, the field schemas, the intl runtime), in a chunk of
 * its own that is in no page's first load (docs/architecture.md §5): the server renders the form,
 * and the browser loads the live form once it comes near the screen or a visitor reaches for it,
 * carrying over what was typed until then.
 */
export const LeadFormRoot = loadWhenWanted(() => import('./lead-form-root.client').then((module) => module.LeadFormRoot));
