'use client';
import dynamic from 'next/dynamic';

/** The history preview's client code (rows, the detail sheet's opener, TanStack Query), a chunk only pages with the block load. */
export const HistoryPreviewRoot = dynamic(() => import('./history-preview-root.client').then((module) => module.HistoryPreviewRoot));
