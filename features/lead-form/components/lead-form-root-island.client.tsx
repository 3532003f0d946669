'use client';
import dynamic from 'next/dynamic';

/**
 * The form kit's client code (react-hook-form, the field schemas, the intl runtime), in a chunk of
 * its own that only pages rendering a form load (docs/architecture.md §5). Server-rendered like any
 * client component; the browser hydrates it once the chunk, preloaded by the page, arrives.
 */
export const LeadFormRoot = dynamic(() => import('./lead-form-root.client').then((module) => module.LeadFormRoot));
