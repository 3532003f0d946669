'use client';
import dynamic from 'next/dynamic';

/** The points dashboard's client code, in a chunk of its own that only pages rendering the block load (docs/architecture.md §5). */
export const PointsDashboardRoot = dynamic(() => import('./points-dashboard-root.client').then((module) => module.PointsDashboardRoot));
