'use client';
import dynamic from 'next/dynamic';

/** The services widget's client code, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const RecommendedServicesRoot = dynamic(() => import('./recommended-services-root.client').then((module) => module.RecommendedServicesRoot));
