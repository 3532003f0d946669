'use client';
import dynamic from 'next/dynamic';

/** The complete history's browser controller (filters, page size, pages in place), a chunk only its page loads. */
export const CompleteHistoryController = dynamic(() => import('./complete-history-controller.client').then((module) => module.CompleteHistoryController));
