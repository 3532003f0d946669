'use client';
import dynamic from 'next/dynamic';

/** The back link's client code (history), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const BackLink = dynamic(() => import('./back-link.client').then((module) => module.BackLink));
