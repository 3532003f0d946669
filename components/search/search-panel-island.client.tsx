'use client';
import dynamic from 'next/dynamic';

/** The search panel (MUI's Dialog, TanStack Query, next-intl's runtime, zod), a chunk loaded when a visitor reaches for the search button. */
export const SearchPanel = dynamic(() => import('./search-panel.client').then((module) => module.SearchPanel));
