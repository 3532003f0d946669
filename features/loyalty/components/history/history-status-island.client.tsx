'use client';
import dynamic from 'next/dynamic';

/** The history's count line (it says when a new render is on its way), a chunk only the complete history's page loads. */
export const HistoryStatus = dynamic(() => import('./history-status.client').then((module) => module.HistoryStatus));
