'use client';
import dynamic from 'next/dynamic';

/** The complete history's client code (filters, paging, rows, TanStack Query), a chunk only its page loads. */
export const CompleteHistoryRoot = dynamic(() => import('./complete-history-root.client').then((module) => module.CompleteHistoryRoot));
