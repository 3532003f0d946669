'use client';
import dynamic from 'next/dynamic';

/** The accumulated points card's client code, in a chunk of its own that only pages rendering the block load (docs/architecture.md §5). */
export const AccumulatedPointsRoot = dynamic(() => import('./accumulated-points-root.client').then((module) => module.AccumulatedPointsRoot));
