'use client';
import dynamic from 'next/dynamic';

/** The show/hide panel's client code, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const ToggleShowPanel = dynamic(() => import('./toggle-show-panel.client').then((module) => module.ToggleShowPanel));
