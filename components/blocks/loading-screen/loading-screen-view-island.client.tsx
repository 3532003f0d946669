'use client';
import dynamic from 'next/dynamic';

/** The loading screen's client code (rotating subtitles), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const LoadingScreenView = dynamic(() => import('./loading-screen-view.client').then((module) => module.LoadingScreenView));
