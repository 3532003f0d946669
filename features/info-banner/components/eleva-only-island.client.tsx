'use client';
import dynamic from 'next/dynamic';

/** The eleva-only banner's client code (who is signed in), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const ElevaOnly = dynamic(() => import('./eleva-only.client').then((module) => module.ElevaOnly));
