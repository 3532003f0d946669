'use client';
import dynamic from 'next/dynamic';

/** The refresh button's client code, in a chunk only pages that render one load (docs/architecture.md §5). */
export const RefreshButton = dynamic(() => import('./refresh-button.client').then((module) => module.RefreshButton));
