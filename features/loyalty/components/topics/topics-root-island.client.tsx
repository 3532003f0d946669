'use client';
import dynamic from 'next/dynamic';

/** The topics widget's client code, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const TopicsRoot = dynamic(() => import('./topics-root.client').then((module) => module.TopicsRoot));
